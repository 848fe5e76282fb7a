import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { unpublishForm } from "~/services/forms.server";
import { recordIdField } from "~/utils/field-schemas";

/** POST: clients can no longer fill the form in; its versions and submissions stay. Staff only. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["update", "form"],
    params: z.object({ formId: recordIdField("Form not found") }),
    run: ({ user, params }) => unpublishForm(user, params.formId),
  }),
});
