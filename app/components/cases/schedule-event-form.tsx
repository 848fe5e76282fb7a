import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import type { AttendeeChoice, EventToEdit } from "~/screens/case-page.server";
import {
  CheckboxField,
  DateField,
  RadioGroupField,
  SelectField,
  TextField,
} from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { EVENT_TYPE_LABELS, SCHEDULED_TYPES } from "~/utils/calendar-words";
import { FORM_SPECS } from "~/utils/form-specs";

const typeOptions = SCHEDULED_TYPES.map((type) => ({
  value: type,
  label: EVENT_TYPE_LABELS[type],
}));

/**
 * Schedules a hearing, deposition, mediation, trial, meeting or deadline on the case: when, where,
 * who of the firm attends (the case's team ticked, anyone else typed by name or email), whether the
 * client sees it (then they are notified) and when its people are reminded.
 */
export function ScheduleEventForm({
  attending,
  reply,
  editing,
  cancelTo,
}: {
  /** The boxes: the case's team, and those already attending the event being changed. */
  attending: ReadonlyArray<AttendeeChoice>;
  reply?: IntentReply;
  /** An event to change (`?edit={id}`): the same form, filled in, saving over it. */
  editing?: EventToEdit | null;
  /** Where Cancel goes while changing one. */
  cancelTo: string;
}) {
  const state = useIntentForm(
    editing ? "change-event" : "schedule-event",
    FORM_SPECS.scheduleEvent,
    reply,
    {
      defaultValue: editing
        ? {
            type: editing.type,
            title: editing.title,
            startsAt: editing.startsAt,
            startTime: editing.startTime,
            endTime: editing.endTime,
            allDay: editing.allDay ? "on" : "",
            location: editing.location,
            sharedWithClient: String(editing.sharedWithClient),
            reminderDays: editing.reminderDays,
            ...({ attendeeIds: editing.attendeeIds } as object),
          }
        : { type: "hearing", sharedWithClient: "false", reminderDays: "7, 1" },
    },
  );
  const { fields } = state;
  // Several ticked boxes are a list: the event's attendees, or the boxes a refused post had ticked.
  const chosen = new Set(fields.attendeeIds.initialValues);
  return (
    <Card as="section" aria-labelledby="schedule-heading" pad="sm">
      <h2 id="schedule-heading" className="text-lg font-semibold text-ink">
        {editing ? `Change ${editing.title}` : "Schedule an event"}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        {editing ? (
          <>
            A shared event that moves is told to the client.{" "}
            <Link to={cancelTo} className="font-medium text-brand underline">
              Cancel
            </Link>
          </>
        ) : (
          "It appears on the firm's calendar and reminds the people on it."
        )}
      </p>
      <IntentForm
        state={state}
        submit={editing ? "Save changes" : "Schedule"}
        pendingText={editing ? "Saving..." : "Scheduling..."}
        hiddenFields={editing ? { eventId: editing.id } : {}}
      >
        <SelectField meta={fields.type} label="Event type" options={typeOptions} />
        <TextField meta={fields.title} label="Title" />
        <DateField meta={fields.startsAt} label="Date" />
        <div className="grid grid-cols-2 gap-3">
          <TimeField meta={fields.startTime} label="Start time" />
          <TimeField meta={fields.endTime} label="End time" />
        </div>
        <CheckboxField meta={fields.allDay} label="All day (no times)" />
        <TextField meta={fields.location} label="Location" />
        <fieldset className="space-y-2">
          <legend className="block text-sm font-medium text-ink">Attending</legend>
          {attending.map((person) => (
            <label key={person.id} className="flex items-center gap-2 text-ink">
              <input
                type="checkbox"
                name={fields.attendeeIds.name}
                value={person.id}
                defaultChecked={chosen.has(String(person.id))}
                className="h-4 w-4"
              />
              {person.name}
            </label>
          ))}
          <TextField
            meta={fields.otherAttendees}
            label="Other attendees"
            hint="Names or emails of other attorneys of the firm, separated by commas"
            autoComplete="off"
          />
        </fieldset>
        <RadioGroupField
          meta={fields.sharedWithClient}
          legend="Who sees it"
          options={[
            { value: "false", label: "Only the firm (internal)" },
            { value: "true", label: "The client too (they are notified)" },
          ]}
        />
        <TextField
          meta={fields.reminderDays}
          label="Reminders, days before"
          hint="For example 7, 1: a week before and the day before"
        />
      </IntentForm>
    </Card>
  );
}

/** A time of day: the browser's time picker, or a box that takes 09:30. */
function TimeField({
  meta,
  label,
}: {
  meta: Parameters<typeof TextField>[0]["meta"];
  label: string;
}) {
  return <TextField meta={meta} label={label} type="time" hint="For example 09:30" />;
}
