import { Badge, type BadgeTone } from "~/components/ui/badge";
import { CONFLICT_LABELS, type ConflictStatus } from "~/utils/parties";

const TONES: Record<ConflictStatus, BadgeTone> = {
  clear: "success",
  potential: "danger",
  cleared: "success",
  waived: "warning",
  declined: "caution",
};

/** The conflict check's result on a request or a case, in words (issue 17). */
export function ConflictBadge({ status }: { status: ConflictStatus }) {
  return <Badge tone={TONES[status]}>{CONFLICT_LABELS[status]}</Badge>;
}
