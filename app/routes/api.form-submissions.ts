import { apiRoute, endpoint } from "~/route-kit/api.server";
import { createSubmission } from "~/services/submissions.server";

/** POST /api/form-submissions: anyone may submit a published form; 201 with the stored submission. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    body: "json",
    creates: true,
    run: async ({ body, context }) => {
      const { submission } = await createSubmission(body, { ip: context.clientIp });
      // A honeypot hit looks like success to the bot, but nothing was stored.
      if (!submission) return Response.json({ message: "Submission received" }, { status: 202 });
      return Response.json(submission, { status: 201 });
    },
  }),
});
