/** The administration screen's tabs (URL state: `/admin?tab=users`), in order. */
export const ADMIN_TABS = [
  { id: "overview", label: "Overview" },
  { id: "users", label: "User Management" },
  { id: "health", label: "System Health" },
  { id: "settings", label: "Settings" },
  { id: "audit", label: "Audit Log" },
  { id: "outbox", label: "Outbox" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export const parseAdminTab = (value: string | null): AdminTab =>
  ADMIN_TABS.find((tab) => tab.id === value)?.id ?? "overview";

/** A tab of the screen, with its own query (filters, page, an open dialog); empty values are left out. */
export function adminUrl(
  tab: AdminTab,
  query: Record<string, string | number | undefined | null> = {},
): string {
  const params = new URLSearchParams(tab === "overview" ? {} : { tab });
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}

/** Where a report or the filtered audit log downloads as CSV. */
export const reportUrl = (name: string, query: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `/admin/reports/${name}${params ? `?${params}` : ""}`;
};

/** Where the Database Backup form posts (a download, so the browser itself sends it). */
export const BACKUP_PATH = "/admin/backup";
