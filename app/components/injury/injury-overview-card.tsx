import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import type { Damages } from "~/services/injury/damages.server";
import { injuryFileUrl } from "~/utils/case-urls";
import { formatDollars } from "~/utils/money";

/** The case page Overview's word on the injury file: its main totals, and the way to it. */
export function InjuryOverviewCard({ caseId, damages }: { caseId: number; damages: Damages }) {
  const gaps = damages.treatmentGaps.length;
  return (
    <Card as="section" aria-labelledby="injury-overview-title" pad="sm">
      <h2 id="injury-overview-title" className="text-lg font-semibold text-ink">
        Injury file
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-ink-muted">Medical billed</dt>
        <dd className="text-ink">{formatDollars(damages.medicalBilledCents)}</dd>
        <dt className="text-ink-muted">Liens</dt>
        <dd className="text-ink">{formatDollars(damages.liensCents)}</dd>
        <dt className="text-ink-muted">Limits available</dt>
        <dd className="text-ink">{formatDollars(damages.limitsAvailableCents)}</dd>
        <dt className="text-ink-muted">Treatment gaps</dt>
        <dd className="text-ink">{gaps}</dd>
      </dl>
      <p className="mt-3">
        <Link to={injuryFileUrl(caseId)} className="font-medium text-brand underline">
          Open the injury file
        </Link>
      </p>
    </Card>
  );
}
