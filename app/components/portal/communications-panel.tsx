import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Entry } from "~/components/ui/entry";
import type { PublicCommunication } from "~/services/communications.server";
import { TextareaField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { formatDateTime } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";

/** Who is reading: the client, or the firm (to whom the client's "sent" is "Received"). */
export type Perspective = "client" | "firm";

const TYPES: Record<Perspective, Record<string, [label: string, tone: BadgeTone]>> = {
  client: {
    received: ["Received", "brand"],
    sent: ["Sent", "success"],
    system: ["System", "neutral"],
  },
  firm: {
    sent: ["Received", "brand"],
    received: ["Sent", "success"],
    system: ["System", "neutral"],
  },
};

const FORM_TEXTS: Record<Perspective, { title: string; intro: string; submit: string }> = {
  client: {
    title: "Message your legal team",
    intro: "Your attorney is notified of every message.",
    submit: "Send Message",
  },
  firm: {
    title: "Reply to the client",
    intro: "The client is notified and reads it in their portal.",
    submit: "Send Reply",
  },
};

/**
 * A case's conversation as a thread: its messages oldest first, the newest last, and after them
 * the form a client writes to their legal team with (or the attorney answers with), as in any
 * chat, so a screen reader or a text browser reads what was said before the box to answer it.
 * The firm's view marks the client's unread messages New.
 */
export function CommunicationsPanel({
  caseId,
  communications,
  reply,
  perspective = "client",
  canWrite = true,
  timeZone,
}: {
  caseId: number;
  /** Oldest first (listCaseThread). */
  communications: PublicCommunication[];
  reply?: IntentReply;
  perspective?: Perspective;
  /** False for someone who may read the thread but not write on it (an administrator). */
  canWrite?: boolean;
  /** The firm's time zone for the messages' times (UTC without it). */
  timeZone?: string;
}) {
  const newest = communications.reduce((max, item) => Math.max(max, item.id), 0);
  return (
    <div className="max-w-3xl space-y-6">
      <section id="message-list" aria-labelledby="messages-title">
        <h2 id="messages-title" className="mb-3 text-lg font-semibold text-ink">
          Messages
        </h2>
        {communications.length === 0 ? (
          <p className="text-ink-muted">No messages on this case yet.</p>
        ) : (
          <ol className="space-y-3">
            {communications.map((item) => (
              <Message key={item.id} item={item} perspective={perspective} timeZone={timeZone} />
            ))}
          </ol>
        )}
      </section>
      {canWrite ? (
        // A new key after each message sent empties the form.
        <MessageForm key={newest} caseId={caseId} reply={reply} perspective={perspective} />
      ) : null}
    </div>
  );
}

function Message({
  item,
  perspective,
  timeZone,
}: {
  item: PublicCommunication;
  perspective: Perspective;
  timeZone?: string;
}) {
  const [label, tone] = TYPES[perspective][item.type] ?? TYPES.client.system;
  return (
    <Card as="li" pad="sm" className={item.unread ? "border-l-4 border-l-yellow-600" : undefined}>
      <Entry
        badge={
          <>
            <Badge tone={tone}>{label}</Badge>{" "}
            {item.unread ? <Badge tone="warning">New</Badge> : null}
          </>
        }
        byline={item.senderName}
        time={{ iso: item.createdAt, text: formatDateTime(item.createdAt, timeZone) }}
        title={item.subject}
        text={item.content}
      />
    </Card>
  );
}

function MessageForm({
  caseId,
  reply,
  perspective,
}: {
  caseId: number;
  reply?: IntentReply;
  perspective: Perspective;
}) {
  const texts = FORM_TEXTS[perspective];
  const state = useIntentForm("send-message", FORM_SPECS.clientMessage, reply, {
    id: "message-team",
    shouldValidate: "onSubmit",
  });
  const { fields } = state;
  return (
    <Card as="section" pad="sm" aria-labelledby="message-team-title">
      <h2 id="message-team-title" className="text-lg font-semibold text-ink">
        {texts.title}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">{texts.intro}</p>
      <IntentForm
        state={state}
        submit={texts.submit}
        pendingText="Sending..."
        hiddenFields={{ [fields.caseId.name]: caseId }}
      >
        <TextField meta={fields.subject} label="Subject (optional)" />
        <TextareaField meta={fields.content} label="Message" rows={5} />
      </IntentForm>
    </Card>
  );
}
