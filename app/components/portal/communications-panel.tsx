import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { PublicCommunication } from "~/services/communications.server";
import { TextareaField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { formatDateTime } from "~/utils/format";
import { ClientMessageSchema } from "~/utils/portal-schemas";

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
            {communications.map((item) => {
              const [label, tone] = TYPES[item.type] ?? TYPES.system;
              return (
                <Card as="li" key={item.id} pad="sm">
                  <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                    <Badge tone={tone}>{label}</Badge>
                    {item.senderName ? <span>{item.senderName}</span> : null}
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </p>
                  <h3 className="mt-2 font-medium text-ink">{item.subject}</h3>
                  <p className="mt-1 whitespace-pre-line text-ink">{item.content}</p>
                </Card>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function MessageForm({ caseId, reply }: { caseId: number; reply?: IntentReply }) {
  const state = useIntentForm("send-message", ClientMessageSchema, reply, {
    id: "message-team",
    shouldValidate: "onSubmit",
  });
  const { fields, pending } = state;
  return (
    <Card as="section" pad="sm" aria-labelledby="message-team-title">
      <h2 id="message-team-title" className="text-lg font-semibold text-ink">
        Message your legal team
      </h2>
      <p className="mb-4 text-sm text-ink-muted">Your attorney is notified of every message.</p>
      <IntentForm state={state}>
        <input type="hidden" name={fields.caseId.name} value={caseId} />
        <TextField meta={fields.subject} label="Subject (optional)" />
        <TextareaField meta={fields.content} label="Message" rows={5} />
        <Button className="w-full" pending={pending} pendingText="Sending...">
          Send Message
        </Button>
      </IntentForm>
    </Card>
  );
}
