import { apiRoute, endpoint } from "~/route-kit/api.server";
import { completeIntake } from "~/services/intake/intake.server";
import { IntakeSessionParams } from "~/utils/intake-schemas";

/**
 * /api/intake/chat/{sessionId}/complete creates the case from a finished intake. The spec calls
 * it with GET; since a GET should not change anything, it is idempotent here (a second call
 * answers the same case, `created: false`) and POST is accepted too, which is what our own
 * screens use. 409 while the intake is unfinished.
 */
const complete = endpoint({
  allow: ["update", "intakeSession"],
  params: IntakeSessionParams,
  run: ({ user, params }) => completeIntake(user, params.sessionId),
  status: (result) => (result.created ? 201 : 200),
  present: (result) => ({ caseId: result.case.id, created: result.created, case: result.case }),
});

export const { loader, action } = apiRoute({ GET: complete, POST: complete });
