import * as z from "zod/mini";
import { apiRoute, creation, endpoint } from "~/route-kit/api.server";
import { createForm, listForms } from "~/services/forms.server";

const page = (name: string) =>
  z.optional(z.string().check(z.regex(/^\d{1,4}$/, `${name} must be a whole number`)));

/**
 * GET ?limit=&offset=: the firm's forms, most recently changed first ({ items, total }).
 * POST {title, description, fields, isPublished, notificationSettings, autoAssignTo}: a new form;
 * with isPublished it is published as version 1. Staff only.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "form"],
    query: z.object({ limit: page("limit"), offset: page("offset") }),
    run: ({ user, query }) =>
      listForms(user, {
        limit: query.limit ? Number(query.limit) : undefined,
        offset: query.offset ? Number(query.offset) : undefined,
      }),
  }),
  POST: creation(["create", "form"], createForm),
});
