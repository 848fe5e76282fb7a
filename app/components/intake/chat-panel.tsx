import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldErrors, FormAlert } from "~/components/ui/fields";
import { IntakeMessageSchema } from "~/utils/intake-schemas";

export interface ChatMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
}

/**
 * The Legal Intake Assistant panel: the whole transcript (client on the right, assistant on the
 * left) and, until the intake is complete, the send form. Without JavaScript each message is a
 * post/redirect/get to #latest; with it, the typing indicator, scrolling, Enter to send and
 * the live region announcing new messages come on top.
 */
export function ChatPanel({
  sessionId,
  messages,
  isComplete,
  lastResult,
}: {
  sessionId: string;
  messages: ChatMessage[];
  isComplete: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const pendingText = sending ? String(navigation.formData?.get("content") ?? "").trim() : "";
  const log = useRef<HTMLDivElement>(null);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (sending) setSentOnce(true);
  }, [sending]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, sending]);

  return (
    <section
      aria-labelledby="assistant-title"
      className="flex flex-col rounded-lg border border-slate-200 bg-white"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="assistant-title" className="text-lg font-semibold text-slate-900">
          Legal Intake Assistant
        </h2>
        {isComplete ? (
          <span className="rounded-full border border-green-700 bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900">
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
      <p role="status" className="min-h-[1.5rem] px-4 text-sm text-slate-600">
        {sending ? <TypingIndicator /> : null}
      </p>
      {isComplete ? null : (
        // A new key once the reply has arrived empties the form.
        <SendForm
          key={messages.length}
          sessionId={sessionId}
          lastResult={lastResult}
          sending={sending}
          focus={sentOnce}
        />
      )}
    </section>
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
        className={`max-w-[85%] rounded-lg px-4 py-2 ${
          mine ? "bg-blue-900 text-white" : "bg-slate-100 text-slate-900"
        }`}
      >
        <p className={`text-xs font-semibold ${mine ? "text-blue-100" : "text-slate-600"}`}>
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
            className="h-2 w-2 animate-bounce rounded-full bg-slate-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      The assistant is typing...
    </span>
  );
}

function SendForm({
  sessionId,
  lastResult,
  sending,
  focus,
}: {
  sessionId: string;
  lastResult?: SubmissionResult<string[]>;
  sending: boolean;
  focus: boolean;
}) {
  const [form, fields] = useForm({
    id: "intake-message",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: IntakeMessageSchema }),
  });
  const input = useRef<HTMLTextAreaElement>(null);
  // Enter sends only once the page's script runs; until then the hint does not promise it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // After a message is sent, the cursor goes back to the (re-enabled, emptied) input.
  useEffect(() => {
    if (focus && !sending) input.current?.focus({ preventScroll: true });
  }, [focus, sending]);
  const { key, ...textareaProps } = getTextareaProps(fields.content);
  const invalid = Boolean(fields.content.errors?.length);
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-2 border-t border-slate-200 p-4"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="sessionId" value={sessionId} />
      <label htmlFor={fields.content.id} className="sr-only">
        Your message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          key={key}
          {...textareaProps}
          ref={input}
          rows={2}
          placeholder="Type your message..."
          disabled={sending}
          aria-describedby={`${fields.content.id}-hint${invalid ? ` ${fields.content.errorId}` : ""}`}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className={`block w-full resize-y rounded-md border px-3 py-2 text-slate-900 disabled:bg-slate-100 ${
            invalid ? "border-red-700" : "border-slate-400"
          }`}
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-70"
        >
          Send
        </button>
      </div>
      <p id={`${fields.content.id}-hint`} className="text-xs text-slate-600">
        {hydrated ? "Press Enter to send, Shift+Enter for a new line. " : null}Up to 4,000
        characters.
      </p>
      <FieldErrors id={fields.content.errorId} errors={fields.content.errors} />
    </Form>
  );
}
