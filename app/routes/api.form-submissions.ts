import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { createSubmission, listSubmissions } from "~/services/submissions.server";

const count = (name: string) =>
  z.optional(z.string().check(z.regex(/^\d{1,6}$/, `${name} must be a whole number`)));

/**
 * GET ?status=pending&formId=&dir=asc|desc&limit=&offset=: the list /submissions shows, newest
 * first ({ items, total }; at most 200 a page), a story withheld while its conflict check is
 * undecided as on the screen; staff and administrators.
 * POST: the consultation form (formId 1) from anyone; a form built in the form builder from a
 * signed-in client only, checked against its published version. 201 with the stored submission.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "formSubmission"],
    query: z.object({
      status: z.optional(z.enum(["pending", "all"], { error: "status is pending or all" })),
      formId: count("formId"),
      dir: z.optional(z.enum(["asc", "desc"], { error: "dir is asc or desc" })),
      limit: count("limit"),
      offset: count("offset"),
    }),
    run: ({ user, query }) =>
      listSubmissions(user, {
        pendingOnly: query.status === "pending",
        formId: query.formId ? Number(query.formId) : null,
        dir: query.dir,
        limit: query.limit ? Number(query.limit) : undefined,
        offset: query.offset ? Number(query.offset) : undefined,
      }),
  }),
  POST: endpoint({
    allow: "public",
    body: "json",
    creates: true,
    run: async ({ user, body, request, context }) => {
      const { submission } = await createSubmission(body, {
        ip: context.clientIp,
        user,
        origin: new URL(request.url).origin,
      });
      // A honeypot hit looks like success to the bot, but nothing was stored.
      if (!submission) return Response.json({ message: "Submission received" }, { status: 202 });
      return Response.json(submission, { status: 201 });
    },
  }),
});
