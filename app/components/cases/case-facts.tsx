import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { PriorityBadge } from "~/components/priority-badge";
import type { CaseDetail } from "~/services/cases.server";
import { fullName } from "~/utils/person";
import { formatDate, formatDay, humanise } from "~/utils/format";
import { Link } from "@remix-run/react";
import { caseUrl } from "~/utils/case-urls";
import { jurisdictionName } from "~/utils/jurisdictions";

/** What the firm needs to know of a case at a glance, and how to reach its client. */
export function CaseFacts({ legalCase, timeZone }: { legalCase: CaseDetail; timeZone: string }) {
  const client = legalCase.client;
  return (
    <Card as="section" aria-labelledby="case-facts-title">
      <h2 id="case-facts-title" className="text-lg font-semibold text-ink">
        Overview
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Status">
          <Badge>{humanise(legalCase.status)}</Badge>
        </Fact>
        <Fact term="Priority">
          <PriorityBadge value={legalCase.priority} label="Priority" />
        </Fact>
        <Fact term="Case type">{legalCase.caseType}</Fact>
        <Fact term="Attorney">{legalCase.staffName ?? "Unassigned"}</Fact>
        <Fact term="Opened">
          <time dateTime={legalCase.createdAt}>{formatDate(legalCase.createdAt, timeZone)}</time>
        </Fact>
        <Fact term="Incident date">
          {legalCase.incidentDate ? formatDay(legalCase.incidentDate) : "Not known yet"}
        </Fact>
        <Fact term="Jurisdiction">
          {legalCase.jurisdiction ? jurisdictionName(legalCase.jurisdiction) : "Not known yet"}
        </Fact>
        {legalCase.limitation !== undefined ? (
          <Fact term="Limitation date">
            {legalCase.limitation ? (
              <>
                <time dateTime={legalCase.limitation.date}>
                  {formatDay(legalCase.limitation.date)}
                </time>{" "}
                {legalCase.limitation.confirmed ? null : <Badge tone="warning">Unconfirmed</Badge>}
              </>
            ) : (
              "None yet"
            )}{" "}
            <Link
              to={caseUrl(legalCase.id, "dates")}
              className="block text-sm font-normal text-brand underline"
            >
              Dates
            </Link>
          </Fact>
        ) : null}
        <Fact term="Client">
          {client ? (
            <>
              <span className="block">{fullName(client)}</span>
              <a href={`mailto:${client.email}`} className="block text-brand underline">
                {client.email}
              </a>
              {client.phone ? (
                <a href={`tel:${client.phone}`} className="block text-brand underline">
                  {client.phone}
                </a>
              ) : (
                <span className="block text-ink-muted">No phone number on file</span>
              )}
            </>
          ) : (
            "Unknown"
          )}
        </Fact>
      </dl>
      <h3 className="mt-6 text-sm text-ink-muted">Description</h3>
      <p className="mt-1 whitespace-pre-line break-words text-ink">{legalCase.description}</p>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="mt-1 font-medium text-ink">{children}</dd>
    </div>
  );
}
