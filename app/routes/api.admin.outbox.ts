import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { OUTBOX_STATUSES, listOutbox } from "~/services/mail/outbox.server";

/**
 * GET /api/admin/outbox?status=&to=&before=: every e-mail the product sent, is sending, gave up on or
 * kept (no SMTP_URL), newest first, 25 at a time, of one status or to one address; `nextBefore` continues the list. Administrators only.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "outbox"],
    query: z.object({
      status: z.optional(
        z.enum(OUTBOX_STATUSES, { error: "status must be queued, sent, failed or kept" }),
      ),
      to: z.optional(
        z.string().check(z.maxLength(320, "to must be at most 320 characters"), z.toLowerCase()),
      ),
      before: z.optional(
        z.coerce.number({ error: "before must be a message id" }).check(z.int(), z.positive()),
      ),
    }),
    run: ({ user, query }) => listOutbox(user, query),
  }),
});
