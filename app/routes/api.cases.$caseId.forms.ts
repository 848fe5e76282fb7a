import { caseCollection } from "~/route-kit/case-api.server";
import { listCaseForms, sendFormToCase } from "~/services/case-forms.server";

/**
 * GET: the forms sent to the case's client, newest first, each with the submission that answered
 * it (its client gets only those still waiting, each with the `url` that files the answers on the
 * case). POST { formId }: its attorney or an administrator sends one of the firm's published
 * forms; the client is notified; 201 { form }.
 */
export const { loader, action } = caseCollection(
  { many: "forms", one: "form" },
  listCaseForms,
  (user, caseId, body) => sendFormToCase(user, caseId, body),
);
