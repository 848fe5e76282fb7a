import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClass, describedBy, FieldErrors } from "~/components/ui/fields";
import {
  IntentForm,
  useIntentForm,
  type IntentFormState,
  type IntentReply,
} from "~/components/ui/form";
import type { PublicIntakeMessage } from "~/services/intake/intake.server";
import { controlProps } from "~/utils/form-state";
import { FORM_SPECS } from "~/utils/form-specs";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The Legal Intake Assistant panel: the whole transcript (client on the right, assistant on the
 * left) and, until the intake is complete, the send form. Without JavaScript each message is a
 * post/redirect/get to #latest; with it, the typing indicator, scrolling, Enter to send and
 * the live region announcing new messages come on top.
 */
export function IntakeChat({
  sessionId,
  messages,
  isComplete,
  reply,
}: {
  sessionId: string;
  messages: PublicIntakeMessage[];
  isComplete: boolean;
  reply?: IntentReply | null;
}) {
  const state = useIntentForm("send", FORM_SPECS.intakeMessage, reply, {
    id: "intake-message",
    shouldValidate: "onSubmit",
  });
  const { pending: sending, submission } = state;
  const pendingText = String(submission?.get("content") ?? "").trim();
  const log = useRef<HTMLDivElement>(null);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (sending) setSentOnce(true);
  }, [sending]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, sending]);

  return (
    <Card as="section" pad="none" aria-labelledby="assistant-title" className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 id="assistant-title" className="text-lg font-semibold text-ink">
          Legal Intake Assistant
        </h2>
        {isComplete ? (
          <span className="rounded-full border border-success bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
            <span aria-hidden="true">✓</span> <span>Complete</span>
          </span>
        ) : null}
      </div>
      <div
        ref={log}
        role="log"
        aria-label="Conversation with the intake assistant"
        // The conversation scrolls; keyboard users must be able to reach and scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-[32rem] min-h-[16rem] space-y-3 overflow-y-auto p-4"
      >
        {messages.map((message, index) => (
          <Bubble
            key={message.id}
            id={index === messages.length - 1 ? "latest" : undefined}
            from={message.role}
            content={message.content}
          />
        ))}
        {/* Shown at once, but announced only when the stored message and the reply arrive. */}
        {pendingText ? <Bubble from="user" content={pendingText} pending /> : null}
      </div>
      <p role="status" className="min-h-[1.5rem] px-4 text-sm text-ink-muted">
        {sending ? <TypingIndicator /> : null}
      </p>
      {isComplete ? null : (
        <SendForm
          state={state}
          sessionId={sessionId}
          messageCount={messages.length}
          focus={sentOnce}
        />
      )}
    </Card>
  );
}

function Bubble({
  id,
  from,
  content,
  pending = false,
}: {
  id?: string;
  from: string;
  content: string;
  pending?: boolean;
}) {
  const mine = from === "user";
  return (
    <div
      id={id}
      aria-hidden={pending || undefined}
      data-testid="chat-message"
      className={`flex ${mine ? "justify-end" : "justify-start"}`}
    >
      <div
        className={`max-w-[85%] rounded-card px-4 py-2 ${
          mine ? "bg-brand text-white" : "bg-slate-100 text-ink"
        }`}
      >
        <p className={`text-xs font-semibold ${mine ? "text-blue-100" : "text-ink-muted"}`}>
          {mine ? "You" : "Assistant"}
          <span className="sr-only">:</span>
        </p>
        <p className="whitespace-pre-line">{content}</p>
      </div>
    </div>
  );
}

function TypingIndicator() {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-bounce rounded-full bg-ink-subtle"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      The assistant is typing...
    </span>
  );
}

function SendForm({
  state,
  sessionId,
  messageCount,
  focus,
}: {
  state: IntentFormState;
  sessionId: string;
  messageCount: number;
  focus: boolean;
}) {
  const { form, fields, pending: sending } = state;
  const content = fields.content;
  const input = useRef<HTMLTextAreaElement>(null);
  // Enter sends only once the page's script runs; until then the hint does not promise it.
  const hydrated = useHydrated();
  // Once the reply has arrived, the form is emptied for the next message.
  const answered = useRef(messageCount);
  useEffect(() => {
    if (answered.current === messageCount) return;
    answered.current = messageCount;
    form.reset();
  }, [form, messageCount]);
  // After a message is sent, the cursor goes back to the (re-enabled, emptied) input.
  useEffect(() => {
    if (focus && !sending) input.current?.focus({ preventScroll: true });
  }, [focus, sending]);
  const textareaProps = controlProps(content);
  const hintId = `${content.id}-hint`;
  return (
    <IntentForm
      state={state}
      preventScrollReset
      className="space-y-2 border-t border-line p-4"
      hiddenFields={{ sessionId }}
    >
      <label htmlFor={content.id} className="sr-only">
        Your message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          {...textareaProps}
          ref={input}
          rows={2}
          placeholder="Type your message..."
          disabled={sending}
          aria-describedby={describedBy(content, hintId)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className={controlClass(Boolean(content.errors?.length), "resize-y")}
        />
        <Button pending={sending}>Send</Button>
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {hydrated ? "Press Enter to send, Shift+Enter for a new line. " : null}Up to 4,000
        characters.
      </p>
      <FieldErrors id={content.errorId} errors={content.errors} />
    </IntentForm>
  );
}
