import type { ReactNode } from "react";
import { Badge, PriorityBadge } from "~/components/priority-badge";
import { Card } from "~/components/ui/card";
import type { IntakeExtractedData } from "~/utils/domain";

/**
 * What the assistant understood (spec section 2): each item only if present; the urgency badge
 * in its colour and in words, an unknown urgency shown as medium.
 */
export function ExtractedInfo({ data }: { data: IntakeExtractedData }) {
  const person = data.personalInfo ?? {};
  const matter = data.legalMatter ?? {};
  const preferences = data.preferences ?? {};
  const opposing = data.parties?.opposing ?? [];
  const incident = data.incident ?? {};
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ");
  return (
    <Card as="section" aria-labelledby="extracted-title">
      <h2 id="extracted-title" className="text-lg font-semibold text-ink">
        Extracted Information
      </h2>
      {name || person.email || person.phone ? (
        <Group title="Personal Information">
          {name ? <Item label="Name">{name}</Item> : null}
          {person.email ? <Item label="Email">{person.email}</Item> : null}
          {person.phone ? <Item label="Phone">{person.phone}</Item> : null}
        </Group>
      ) : null}
      {opposing.length > 0 ? (
        <Group title="Other Side">
          <Item label="Names">{opposing.join(", ")}</Item>
        </Group>
      ) : null}
      <Group title="Legal Matter">
        {matter.caseType ? (
          <Item label="Case type">
            <Badge>{matter.caseType}</Badge>
          </Item>
        ) : null}
        <Item label="Urgency">
          <PriorityBadge value={matter.urgency} label="Urgency" />
        </Item>
        {matter.description ? (
          <Item label="What happened">
            <span className="whitespace-pre-line">{matter.description}</span>
          </Item>
        ) : null}
      </Group>
      {incident.whenWhere || incident.injuries || incident.treatment || incident.insurance ? (
        <Group title="The Incident">
          {incident.whenWhere ? <Item label="When and where">{incident.whenWhere}</Item> : null}
          {incident.injuries ? <Item label="Injuries">{incident.injuries}</Item> : null}
          {incident.treatment ? <Item label="Treatment so far">{incident.treatment}</Item> : null}
          {incident.insurance ? <Item label="Insurance">{incident.insurance}</Item> : null}
        </Group>
      ) : null}
      {preferences.communicationMethod || preferences.budgetRange ? (
        <Group title="Preferences">
          {preferences.communicationMethod ? (
            <Item label="Contact by">{preferences.communicationMethod}</Item>
          ) : null}
          {preferences.budgetRange ? <Item label="Budget">{preferences.budgetRange}</Item> : null}
        </Group>
      ) : null}
    </Card>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{title}</h3>
      <dl className="mt-2 space-y-2">{children}</dl>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
