import { Badge } from "~/components/ui/badge";
import type { SystemHealth } from "~/services/system-health.server";

/**
 * The health checks' verdict: Healthy, or Degraded naming what failed. A module of its own: the
 * Overview's card shows it, and the System Health tab's code comes only when that tab is opened.
 */
export function HealthStatus({ health }: { health: Pick<SystemHealth, "status" | "problems"> }) {
  return health.status === "healthy" ? (
    <Badge tone="success">Healthy</Badge>
  ) : (
    <Badge tone="danger">Degraded</Badge>
  );
}
