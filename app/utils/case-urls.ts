/** Where a case is seen: its page for the firm, the portal for its client. */

export const CASE_TABS = [
  { id: "overview", label: "Overview" },
  { id: "timeline", label: "Timeline" },
  { id: "dates", label: "Dates" },
  { id: "messages", label: "Messages" },
  { id: "documents", label: "Documents" },
  { id: "tasks", label: "Tasks" },
  { id: "parties", label: "Parties" },
] as const;
export type CaseTab = (typeof CASE_TABS)[number]["id"];

/** The case's page (/cases/{id}), on one of its tabs. */
export function caseUrl(caseId: number, tab: CaseTab = "overview"): string {
  return tab === "overview" ? `/cases/${caseId}` : `/cases/${caseId}?tab=${tab}`;
}

/** The case in its client's portal, on one of the portal's tabs. */
export function portalCaseUrl(
  caseId: number,
  tab: "overview" | "communications" | "documents" = "overview",
): string {
  return `/client-portal?case=${caseId}${tab === "overview" ? "" : `&tab=${tab}`}`;
}

/**
 * The sections of a case's personal-injury file (issue 40), its own page for the firm: each of
 * the paralegal's worklists on its own page (the records chase apart from who treated the client,
 * the liens apart from the bills), so a section's page costs its own lists alone.
 */
export const INJURY_SECTIONS = [
  { id: "claims", label: "Insurance claims" },
  { id: "treatment", label: "Treatment" },
  { id: "records", label: "Records requests" },
  { id: "bills", label: "Bills and damages" },
  { id: "liens", label: "Liens" },
] as const;
export type InjurySection = (typeof INJURY_SECTIONS)[number]["id"];

/** The case's injury file (/cases/{id}/injury), on one of its sections. */
export function injuryFileUrl(caseId: number, section: InjurySection = "claims"): string {
  return `/cases/${caseId}/injury${section === "claims" ? "" : `/${section}`}`;
}
