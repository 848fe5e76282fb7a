import type { PublicSettlement } from "~/services/money/settlement.server";
import { CASE_STAGE_NAMES } from "~/utils/case-stages";
import { formatDateTime } from "~/utils/format";
import { formatDollars } from "~/utils/money";

const STATUS_WORDS: Record<PublicSettlement["status"], string> = {
  draft: "Draft: not yet sent to the client",
  ready: "Ready: waiting for the client's approval",
  approved: "Approved by the client",
};

/**
 * The settlement statement as the firm and its client read it (issue 41): each line, money in
 * and out, the net last; how the fee was figured; where it stands and who approved it when.
 */
export function SettlementStatement({
  settlement,
  timeZone,
}: {
  settlement: PublicSettlement;
  timeZone: string;
}) {
  const { lines, status } = settlement;
  return (
    <div className="space-y-3">
      <p className="text-ink">
        <strong>
          {settlement.changedSinceApproval
            ? "Changed since the client approved it"
            : STATUS_WORDS[status]}
        </strong>
        {settlement.changedSinceApproval
          ? ": send it to them again for a new approval. Until then they see the statement they approved."
          : settlement.approvedAt && status === "approved"
            ? `: ${settlement.approvedName}, ${formatDateTime(settlement.approvedAt, timeZone)}.`
            : "."}
      </p>
      {lines ? (
        <>
          <table className="min-w-full divide-y divide-line text-left text-sm">
            <caption className="text-left font-semibold text-ink caption-top">
              Settlement statement ({CASE_STAGE_NAMES[settlement.stage!]})
            </caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Line
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {lines.map((line, index) => (
                <tr key={index} className={line.kind === "net" ? "font-semibold" : undefined}>
                  <th scope="row" className="py-2 pr-4 font-normal text-ink">
                    {line.label}
                  </th>
                  <td className="py-2 text-right tabular-nums">
                    {formatDollars(line.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm text-ink-muted">{settlement.feeExplanation}</p>
        </>
      ) : null}
    </div>
  );
}
