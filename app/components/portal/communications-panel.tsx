import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Entry } from "~/components/ui/entry";
import type { PublicCommunication } from "~/services/communications.server";
import { TextareaField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { formatDateTime } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";

const TYPES: Record<string, [label: string, tone: BadgeTone]> = {
  received: ["Received", "brand"],
  sent: ["Sent", "success"],
  system: ["System", "neutral"],
};

/** The form a client writes to their legal team with, and the case's messages, newest first. */
export function CommunicationsPanel({
  caseId,
  communications,
  reply,
}: {
  caseId: number;
  communications: PublicCommunication[];
  reply?: IntentReply;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="lg:col-span-2">
        {/* A new key after each message sent empties the form. */}
        <MessageForm key={communications[0]?.id ?? 0} caseId={caseId} reply={reply} />
      </div>
      <section aria-labelledby="messages-title" className="lg:col-span-3">
        <h2 id="messages-title" className="mb-3 text-lg font-semibold text-ink">
          Messages
        </h2>
        {communications.length === 0 ? (
          <p className="text-ink-muted">No messages on this case yet.</p>
        ) : (
          <ul className="space-y-3">
            {communications.map((item) => (
              <Message key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Message({ item }: { item: PublicCommunication }) {
  const [label, tone] = TYPES[item.type] ?? TYPES.system;
  return (
    <Card as="li" pad="sm">
      <Entry
        badge={<Badge tone={tone}>{label}</Badge>}
        byline={item.senderName}
        time={{ iso: item.createdAt, text: formatDateTime(item.createdAt) }}
        title={item.subject}
        text={item.content}
      />
    </Card>
  );
}

function MessageForm({ caseId, reply }: { caseId: number; reply?: IntentReply }) {
  const state = useIntentForm("send-message", FORM_SPECS.clientMessage, reply, {
    id: "message-team",
    shouldValidate: "onSubmit",
  });
  const { fields } = state;
  return (
    <Card as="section" pad="sm" aria-labelledby="message-team-title">
      <h2 id="message-team-title" className="text-lg font-semibold text-ink">
        Message your legal team
      </h2>
      <p className="mb-4 text-sm text-ink-muted">Your attorney is notified of every message.</p>
      <IntentForm
        state={state}
        submit="Send Message"
        pendingText="Sending..."
        hiddenFields={{ [fields.caseId.name]: caseId }}
      >
        <TextField meta={fields.subject} label="Subject (optional)" />
        <TextareaField meta={fields.content} label="Message" rows={5} />
      </IntentForm>
    </Card>
  );
}
