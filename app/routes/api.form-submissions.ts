import type { ActionFunctionArgs } from "@remix-run/node";
import { submitForm } from "~/services/form-submissions.server";
import { apiHandler, methodNotAllowed, readJsonObject } from "~/utils/api.server";

/** POST /api/form-submissions: anyone may submit a published form; 201 with the stored submission. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return apiHandler(request, async () => {
    const { submission } = await submitForm(await readJsonObject(request), {
      ip: context.clientIp,
    });
    // A honeypot hit looks like success to the bot, but nothing was stored.
    if (!submission) return Response.json({ message: "Submission received" }, { status: 202 });
    return Response.json(submission, { status: 201 });
  });
}

export const loader = () => methodNotAllowed("POST");
