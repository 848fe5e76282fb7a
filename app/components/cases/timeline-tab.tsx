import { EventList, type ListedEvent } from "~/components/calendar/event-list";
import { Card } from "~/components/ui/card";
import {
  DateField,
  RadioGroupField,
  SelectField,
  TextField,
  TextareaField,
} from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { CaseTimeline } from "~/components/portal/case-overview";
import { ENUMS } from "~/utils/domain";
import { humanise } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";

/*
 * The case page's Timeline tab: the case's events and, for its attorney, the form that adds one.
 * A module of its own so that the tab brings its code when it is opened (decision 005).
 */

export function TimelineTab({
  calendar,
  events,
  timeZone,
  canAdd,
  reply,
}: {
  /** The case's dated events (hearings, deadlines, its limitation date), soonest first. */
  calendar: ListedEvent[];
  events: Parameters<typeof CaseTimeline>[0]["events"];
  timeZone: string;
  canAdd: boolean;
  reply?: IntentReply;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <section aria-labelledby="timeline-dates-heading">
          <h2 id="timeline-dates-heading" className="mb-3 text-lg font-semibold text-ink">
            Dates ahead
          </h2>
          <EventList
            events={calendar}
            timeZone={timeZone}
            firm
            empty="Nothing is scheduled on this case."
          />
        </section>
        <CaseTimeline events={events} timeZone={timeZone} className="" />
      </div>
      {canAdd ? (
        <div className="lg:col-span-2">
          {/* A new key after each event added empties the form. */}
          <CaseEventForm key={lastEventId(events)} reply={reply} />
        </div>
      ) : null}
    </div>
  );
}

const lastEventId = (events: ReadonlyArray<{ id: number }>) =>
  events.reduce((max, event) => Math.max(max, event.id), 0);

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: humanise(value) }));

const today = () => new Date().toISOString().slice(0, 10);

/** A new timeline event: the firm's own unless it is shared with the client (who is notified). */
export function CaseEventForm({ reply }: { reply?: IntentReply }) {
  const state = useIntentForm("add-event", FORM_SPECS.caseEvent, reply, {
    defaultValue: { eventType: "note", occurredAt: today(), sharedWithClient: "false" },
  });
  const { fields } = state;
  return (
    <Card as="section" aria-labelledby="add-event-heading" pad="sm">
      <h2 id="add-event-heading" className="text-lg font-semibold text-ink">
        Add to the timeline
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        A filing, a discovery step, a hearing or a note, dated when it happens.
      </p>
      <IntentForm state={state} submit="Add Event" pendingText="Adding...">
        <TextField meta={fields.title} label="Title" />
        <TextareaField meta={fields.description} label="Description" rows={4} />
        <SelectField meta={fields.eventType} label="Type" options={options(ENUMS.caseEventType)} />
        <DateField meta={fields.occurredAt} label="Date" />
        <RadioGroupField
          meta={fields.sharedWithClient}
          legend="Who sees it"
          options={[
            { value: "false", label: "Only the firm (internal)" },
            { value: "true", label: "The client too (they are notified)" },
          ]}
        />
      </IntentForm>
    </Card>
  );
}
