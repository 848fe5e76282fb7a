import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/screens/injury-file.server";
import type { InjurySection } from "~/utils/case-urls";

/** What a section's route of the injury file says of itself (its `handle`): which section it is. */
export interface InjurySectionHandle {
  injurySection: InjurySection;
}

/** The injury file's damages, read by a section from the frame's loader above it. */
export function useInjuryDamages() {
  return useRouteLoaderData<typeof loader>("routes/cases.$caseId_.injury")!.damages;
}
