import { Form, Link } from "@remix-run/react";
import type { AttendeeChoice, EventToEdit } from "~/screens/case-page.server";
import { EventList, type ListedEvent } from "~/components/calendar/event-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  controlClass,
  DateField,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { FormToken } from "~/components/ui/form";
import { DATE_HINT } from "~/components/ui/control-class";
import type { CaseLimitation } from "~/services/calendar/limitation.server";
import { formatDay } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";
import {
  CLAIM_TYPES,
  CLAIM_TYPE_VALUES,
  JURISDICTIONS,
  jurisdictionName,
  type ClaimType,
  type Jurisdiction,
} from "~/utils/jurisdictions";
import { ScheduleEventForm } from "./schedule-event-form";

/*
 * The case page's Dates tab (issue 38): the facts its dates follow from, its statute of
 * limitations (computed, confirmed or set by hand), the deadline calculator, and its events on
 * the calendar with the form that schedules one. Its own module: the tab brings its code when
 * it is opened (decision 005).
 */

export interface CalculatorState {
  values: Record<string, string>;
  result: { date: string; explanation: string } | null;
  errors: Record<string, string[]>;
}

export interface DatesTabProps {
  /** The event the form changes, when one was chosen (`?edit={id}`). */
  editing: EventToEdit | null;
  facts: {
    incidentDate: string | null;
    jurisdiction: Jurisdiction | null;
    claimType: ClaimType | null;
  };
  limitation: CaseLimitation | null;
  events: ListedEvent[];
  /** Whom the Schedule form ticks as attending: the case's team, and those already attending. */
  attending: ReadonlyArray<AttendeeChoice>;
  calculator: CalculatorState;
  canEdit: boolean;
  timeZone: string;
  reply?: IntentReply;
}

const jurisdictionOptions = JURISDICTIONS.map((code) => ({
  value: code,
  label: jurisdictionName(code),
}));
const claimOptions = CLAIM_TYPE_VALUES.map((value) => ({ value, label: CLAIM_TYPES[value] }));

export function DatesTab(props: DatesTabProps) {
  const { limitation, events, canEdit, timeZone, reply } = props;
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <LimitationCard limitation={limitation} canEdit={canEdit} reply={reply} />
        <Card as="section" aria-labelledby="case-calendar-heading" pad="sm">
          <h2 id="case-calendar-heading" className="mb-3 text-lg font-semibold text-ink">
            On the calendar
          </h2>
          <EventList
            events={events}
            timeZone={timeZone}
            firm
            downloads
            empty="Nothing is scheduled on this case."
            actions={
              canEdit
                ? (event) =>
                    event.type === "limitation" ? null : (
                      <span className="flex flex-wrap items-center gap-2">
                        <Link
                          to={`?tab=dates&edit=${event.id}#schedule-heading`}
                          className="text-sm font-medium text-brand underline"
                        >
                          Change<span className="sr-only"> {event.title}</span>
                        </Link>
                        <Form method="post">
                          <FormToken />
                          <input type="hidden" name="intent" value="remove-event" />
                          <input type="hidden" name="eventId" value={event.id} />
                          <Button variant="secondary" size="sm">
                            Remove<span className="sr-only"> {event.title}</span>
                          </Button>
                        </Form>
                      </span>
                    )
                : undefined
            }
          />
        </Card>
        <Calculator {...props} />
      </div>
      {canEdit ? (
        <div className="space-y-6 lg:col-span-2">
          <FactsForm facts={props.facts} reply={reply} />
          {/* A new key after each change empties it (or fills it with the event to change). */}
          <ScheduleEventForm
            key={`${events.length}-${props.editing?.id ?? "new"}-${props.editing?.title ?? ""}`}
            attending={props.attending}
            reply={reply}
            editing={props.editing}
            cancelTo="?tab=dates"
          />
        </div>
      ) : null}
    </div>
  );
}

function LimitationCard({
  limitation,
  canEdit,
  reply,
}: {
  limitation: CaseLimitation | null;
  canEdit: boolean;
  reply?: IntentReply;
}) {
  const confirm = useIntentForm("confirm-limitation", { required: [] }, reply);
  return (
    <Card as="section" aria-labelledby="limitation-heading" pad="sm">
      <h2 id="limitation-heading" className="text-lg font-semibold text-ink">
        Statute of limitations
      </h2>
      {limitation ? (
        <>
          <p className="mt-2 text-2xl font-semibold text-ink">
            <time dateTime={limitation.date}>{formatDay(limitation.date)}</time>{" "}
            {limitation.confirmed ? (
              <Badge tone="success">Confirmed</Badge>
            ) : (
              <Badge tone="warning">Unconfirmed</Badge>
            )}
          </p>
          <p className="mt-1 text-ink">{limitation.rule}</p>
          {limitation.reason ? <p className="mt-1 text-ink">Reason: {limitation.reason}</p> : null}
          {limitation.explanation ? (
            <p className="mt-1 text-sm text-ink-muted">{limitation.explanation}</p>
          ) : null}
          {limitation.runsFrom ? (
            <p className="mt-1 text-sm text-ink-muted">
              The period runs from {limitation.runsFrom}: the date above counts from the incident.
            </p>
          ) : null}
          {limitation.note ? (
            <p className="mt-1 text-sm text-ink-muted">{limitation.note}</p>
          ) : null}
          {limitation.source ? (
            <p className="mt-1 text-sm">
              <a href={limitation.source} className="text-brand underline" rel="noreferrer">
                The statute&apos;s text
              </a>
            </p>
          ) : null}
          {!limitation.confirmed ? (
            <p className="mt-2 text-sm text-ink">
              Computed from the case&apos;s facts: an attorney confirms it, or sets another date
              with the reason (tolling for a minor, the discovery rule, a notice-of-claim period).
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-ink">
          No limitation date yet. Give the incident date, where the case is heard and the kind of
          claim, and it is computed from the table; or set it yourself with the reason.
        </p>
      )}
      {canEdit ? (
        <div className="mt-4 space-y-4">
          {limitation && !limitation.confirmed ? (
            <IntentForm state={confirm} className="">
              <Button pending={confirm.pending} pendingText="Confirming...">
                Confirm limitation date
              </Button>
            </IntentForm>
          ) : null}
          <details open={reply?.intent === "set-limitation"}>
            <summary className="cursor-pointer font-medium text-brand underline">
              Set another date
            </summary>
            <SetLimitationForm reply={reply} />
          </details>
        </div>
      ) : null}
    </Card>
  );
}

function SetLimitationForm({ reply }: { reply?: IntentReply }) {
  const state = useIntentForm("set-limitation", FORM_SPECS.setLimitation, reply);
  return (
    <IntentForm
      state={state}
      className="mt-3 space-y-4"
      submit="Set limitation date"
      pendingText="Saving..."
    >
      <DateField meta={state.fields.date} label="Limitation date" />
      <TextareaField meta={state.fields.reason} label="Reason" rows={3} />
    </IntentForm>
  );
}

function FactsForm({ facts, reply }: { facts: DatesTabProps["facts"]; reply?: IntentReply }) {
  const state = useIntentForm("save-facts", FORM_SPECS.caseFacts, reply, {
    defaultValue: {
      incidentDate: facts.incidentDate ?? "",
      jurisdiction: facts.jurisdiction ?? "",
      claimType: facts.claimType ?? "",
    },
  });
  return (
    <Card as="section" aria-labelledby="facts-heading" pad="sm">
      <h2 id="facts-heading" className="text-lg font-semibold text-ink">
        Dated facts
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        What the limitation date and the court&apos;s holidays follow from.
      </p>
      <IntentForm state={state} submit="Save facts" pendingText="Saving...">
        <DateField meta={state.fields.incidentDate} label="Incident date" />
        <SelectField
          meta={state.fields.jurisdiction}
          label="Jurisdiction"
          options={jurisdictionOptions}
          placeholder="Not known yet"
        />
        <SelectField
          meta={state.fields.claimType}
          label="Claim type"
          options={claimOptions}
          placeholder="Not known yet"
        />
      </IntentForm>
    </Card>
  );
}

/**
 * "N days after/before a trigger date": a GET form (the count is URL state, so it works without
 * JavaScript and can be linked), its answer with each step, and Save as deadline.
 */
function Calculator(props: DatesTabProps) {
  const { calculator, facts, canEdit, reply } = props;
  const values = calculator.values;
  const error = (name: string) => calculator.errors[name]?.[0];
  const input = (name: string, label: string, type: "date" | "number", hint?: string) => (
    <div className="space-y-1">
      <label htmlFor={`calc-${name}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`calc-${name}`}
        name={name}
        type={type}
        min={type === "number" ? 0 : undefined}
        defaultValue={values[name] ?? ""}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={
          [hint ? `calc-${name}-hint` : "", error(name) ? `calc-${name}-error` : ""]
            .filter(Boolean)
            .join(" ") || undefined
        }
        className={controlClass(Boolean(error(name)))}
      />
      {hint ? (
        <p id={`calc-${name}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error(name) ? (
        <p id={`calc-${name}-error`} className="text-sm text-danger">
          {error(name)}
        </p>
      ) : null}
    </div>
  );
  const select = (
    name: string,
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
    fallback: string,
  ) => (
    <div className="space-y-1">
      <label htmlFor={`calc-${name}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={`calc-${name}`}
        name={name}
        defaultValue={values[name] ?? fallback}
        className={controlClass(Boolean(error(name)))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Card as="section" aria-labelledby="calculator-heading" pad="sm" id="calculator">
      <h2 id="calculator-heading" className="text-lg font-semibold text-ink">
        Count a deadline
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        Counted as FRCP 6(a) counts: the trigger day left out, and a last day on a weekend or legal
        holiday moved to the next court day (backward counts move back).
      </p>
      {/* A new key when the case's jurisdiction changes: its holidays become the default. */}
      <Form
        key={facts.jurisdiction ?? "federal"}
        method="get"
        action="#calculator"
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="tab" value="dates" />
        {input("days", "Days", "number")}
        {select(
          "direction",
          "After or before",
          [
            { value: "after", label: "After the trigger date" },
            { value: "before", label: "Before the trigger date" },
          ],
          "after",
        )}
        {input("trigger", "Trigger date (service, filing, hearing)", "date", DATE_HINT)}
        {select(
          "count",
          "Count",
          [
            { value: "calendar", label: "Calendar days" },
            { value: "court", label: "Court days" },
          ],
          "calendar",
        )}
        {select(
          "jurisdiction",
          "Court holidays of",
          jurisdictionOptions,
          facts.jurisdiction ?? "federal",
        )}
        <div className="flex items-end">
          <Button>Count</Button>
        </div>
      </Form>
      {calculator.result ? (
        <div className="mt-4 rounded-control border border-brand bg-brand-soft p-3" role="status">
          <p className="text-lg font-semibold text-ink">
            <time dateTime={calculator.result.date}>{formatDay(calculator.result.date)}</time>
          </p>
          <p className="text-ink">{calculator.result.explanation}</p>
          {canEdit ? <SaveDeadlineForm calculator={calculator} reply={reply} /> : null}
        </div>
      ) : null}
    </Card>
  );
}

function SaveDeadlineForm({
  calculator,
  reply,
}: {
  calculator: CalculatorState;
  reply?: IntentReply;
}) {
  const { trigger, days, direction, count, jurisdiction } = calculator.values;
  const state = useIntentForm("save-deadline", FORM_SPECS.saveDeadline, reply);
  return (
    <IntentForm
      state={state}
      className="mt-3 space-y-3"
      hiddenFields={{ trigger, days, direction, count, jurisdiction }}
      submit="Save as deadline"
      pendingText="Saving..."
    >
      <TextField
        meta={state.fields.title}
        label="What is due"
        hint="For example, Answer to the complaint"
      />
    </IntentForm>
  );
}
