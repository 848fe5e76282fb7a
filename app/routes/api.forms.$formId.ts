import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { getForm, updateForm } from "~/services/forms.server";
import { recordIdField } from "~/utils/field-schemas";

const params = z.object({ formId: recordIdField("Form not found") });

/**
 * GET: one form, its working copy and where it stands (isPublished, version, hasDraftChanges).
 * PUT {title, description, fields, isPublished, notificationSettings, autoAssignTo}: saves it;
 * with isPublished a changed form becomes the next version, without it clients keep the
 * version they have. Staff only.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "form"],
    params,
    run: ({ user, params }) => getForm(user, params.formId),
  }),
  PUT: endpoint({
    allow: ["update", "form"],
    params,
    body: "json",
    run: ({ user, params, body }) => updateForm(user, params.formId, body),
  }),
});
