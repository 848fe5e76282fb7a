import type { InjurySection } from "~/utils/case-urls";

/** What a section's route of the injury file says of itself (its `handle`): which section it is. */
export interface InjurySectionHandle {
  injurySection: InjurySection;
}
