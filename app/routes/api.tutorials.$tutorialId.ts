import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import {
  NO_SUCH_TUTORIAL,
  TutorialProgressChangeSchema,
  readTutorial,
  saveTutorialProgress,
} from "~/services/tutorials.server";

const params = z.object({ tutorialId: z.string().check(z.maxLength(64, NO_SUCH_TUTORIAL)) });

/**
 * The guided tour's data (issue 14). GET: one of the user's role's tutorials with its steps and
 * the user's progress. POST {kind: "start"} | {kind: "step", step} | {kind: "complete"}: records
 * where the user is, the same record the tutorial page's forms keep. Another role's tutorial is 404.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: "signed-in",
    params,
    run: async ({ user, params }) => ({ tutorial: await readTutorial(user, params.tutorialId) }),
  }),
  POST: endpoint({
    allow: "signed-in",
    params,
    body: TutorialProgressChangeSchema,
    run: async ({ user, params, body }) => ({
      tutorial: await saveTutorialProgress(user, params.tutorialId, body),
    }),
  }),
});
