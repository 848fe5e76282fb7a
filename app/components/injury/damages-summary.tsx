import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import type { Damages } from "~/services/injury/damages.server";
import { gapWords } from "~/utils/injury-words";
import { formatDollars } from "~/utils/money";

/** One figure of the summary: its name and its amount in dollars. */
function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-lg font-semibold text-ink">{children}</dd>
    </div>
  );
}

/**
 * What the case is worth on paper (issue 40), each figure summed by the database from the file's
 * rows, and the gaps in the client's treatment that an adjuster will find.
 */
export function DamagesSummary({ damages }: { damages: Damages }) {
  return (
    <Card as="section" aria-labelledby="damages-summary-title" pad="sm" className="mb-6">
      <h2 id="damages-summary-title" className="text-lg font-semibold text-ink">
        Damages summary
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3 lg:grid-cols-7">
        <Figure term="Medical billed">{formatDollars(damages.medicalBilledCents)}</Figure>
        <Figure term="Medical paid">{formatDollars(damages.medicalPaidCents)}</Figure>
        <Figure term="Lost wages">{formatDollars(damages.lostWagesCents)}</Figure>
        <Figure term="Other economic losses">{formatDollars(damages.otherEconomicCents)}</Figure>
        <Figure term="Liens">{formatDollars(damages.liensCents)}</Figure>
        <Figure term="Limits available">{formatDollars(damages.limitsAvailableCents)}</Figure>
        <Figure term="Treatment gaps">{damages.treatmentGaps.length}</Figure>
      </dl>
      <TreatmentGaps damages={damages} />
    </Card>
  );
}

/** The gaps in treatment, each said in words; nothing when there are none. */
export function TreatmentGaps({ damages }: { damages: Pick<Damages, "treatmentGaps"> }) {
  if (damages.treatmentGaps.length === 0) return null;
  return (
    <ul aria-label="Gaps in treatment" className="mt-3 space-y-1 text-sm">
      {damages.treatmentGaps.map((gap) => (
        <li
          key={gap.from}
          className="rounded-control border border-brand bg-brand-soft px-3 py-2 text-ink"
        >
          {gapWords(gap)}
        </li>
      ))}
    </ul>
  );
}
