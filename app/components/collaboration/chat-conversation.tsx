import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { loader as rootLoader } from "~/root";
import type {
  ChannelMember,
  PublicChannel,
  PublicChatMessage,
} from "~/services/collaboration/chat.server";
import { controlProps } from "~/utils/form-state";
import { FORM_SPECS } from "~/utils/form-specs";
import { dashboardUrl } from "~/utils/dashboard-url";
import { formatDateTime } from "~/utils/format";
import { fullName } from "~/utils/person";
import { StaffField, type StaffChoiceList } from "~/components/ui/staff-field";
import { useHydrated } from "~/utils/use-hydrated";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClass, describedBy, FieldErrors } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";

/** How often an open channel asks for new messages (the issue asks for at most 5 s). */
const POLL_MS = 4000;
/** As many as the server sends (chat.server MESSAGE_LIMIT). */
const SHOWN_LIMIT = 200;

/** One list from the page's messages and the polled ones: by id once, oldest first, the latest 200. */
function mergeMessages(a: PublicChatMessage[], b: PublicChatMessage[]): PublicChatMessage[] {
  const byId = new Map([...a, ...b].map((message) => [message.id, message]));
  return [...byId.values()]
    .sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.id - y.id)
    .slice(-SHOWN_LIMIT);
}

/**
 * With JavaScript, asks every few seconds (while the page is visible) for the messages newer than
 * the last one shown, and says in words what others have posted, for the polite live region.
 * A plain fetch rather than a fetcher: a failed poll (a lapsed session, a moment offline) is
 * simply tried again, never the page's error screen.
 */
function usePolledMessages(channelId: number, initial: PublicChatMessage[], me?: number) {
  const [polled, setPolled] = useState<PublicChatMessage[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const messages = useMemo(() => mergeMessages(initial, polled), [initial, polled]);
  const latest = useRef({ lastId: 0, me });
  latest.current = { lastId: messages.at(-1)?.id ?? 0, me };

  useEffect(() => {
    const controller = new AbortController();
    let busy = false;
    const receive = (data: PublicChatMessage[]) => {
      setPolled((previous) => mergeMessages(previous, data));
      const fromOthers = data.filter((message) => message.sender.id !== latest.current.me);
      const last = fromOthers.at(-1);
      if (!last) return;
      const said = `${fullName(last.sender)}: ${last.content}`;
      setAnnouncement(
        fromOthers.length === 1
          ? `New message from ${said}`
          : `${fromOthers.length} new messages. Latest from ${said}`,
      );
    };
    const poll = async () => {
      if (busy || document.visibilityState !== "visible") return;
      busy = true;
      try {
        const response = await fetch(
          `/api/collaboration/chats/${channelId}/messages?after=${latest.current.lastId}`,
          { headers: { Accept: "application/json" }, signal: controller.signal },
        );
        const data: unknown = response.ok ? await response.json() : null;
        if (Array.isArray(data) && data.length > 0) receive(data as PublicChatMessage[]);
      } catch {
        // Offline or aborted: the next tick tries again.
      } finally {
        busy = false;
      }
    };
    const timer = window.setInterval(poll, POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [channelId]);

  return { messages, announcement };
}

/** A channel's messages (newest at the bottom of a fixed-height pane) and the send form. */
export function ChatConversation({
  channel,
  messages: initial,
  members,
  candidates,
  timeZone,
  reply,
}: {
  channel: PublicChannel;
  messages: PublicChatMessage[];
  members: ChannelMember[];
  candidates: StaffChoiceList;
  timeZone: string;
  reply?: IntentReply;
}) {
  const me = useRouteLoaderData<typeof rootLoader>("root")?.user?.id;
  const { messages, announcement } = usePolledMessages(channel.id, initial, me);
  const name = `#${channel.channelName}`;
  return (
    <Card as="section" pad="none" aria-labelledby="channel-title" className="flex min-w-0 flex-col">
      <div className="border-b border-line px-4 py-3">
        <h4 id="channel-title" className="flex items-center gap-2 font-semibold text-ink">
          <span className="truncate">{name}</span>
          {channel.isPrivate ? <Badge>Private</Badge> : null}
        </h4>
        {channel.description ? (
          <p className="text-sm text-ink-muted">{channel.description}</p>
        ) : null}
      </div>
      {channel.isPrivate ? (
        <ChannelMembers
          channelId={channel.id}
          members={members}
          candidates={candidates}
          reply={reply}
        />
      ) : null}
      {/* column-reverse keeps the pane scrolled to the newest message, with or without JavaScript */}
      <div
        role="region"
        aria-label={`Messages in ${name}`}
        // A scrollable area must be reachable by keyboard to be scrolled.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex h-96 flex-col-reverse overflow-y-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <div>
          {messages.length === 0 ? (
            <p className="p-4 text-sm text-ink-muted">No messages yet. Start the conversation.</p>
          ) : (
            <ol className="space-y-3 p-4">
              {messages.map((message) => (
                <li key={message.id}>
                  <p className="text-sm">
                    <span className="font-semibold text-ink">{fullName(message.sender)}</span>{" "}
                    <time dateTime={message.createdAt} className="text-xs text-ink-muted">
                      {formatDateTime(message.createdAt, timeZone)}
                    </time>
                  </p>
                  <p className="whitespace-pre-wrap break-words text-ink">{message.content}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </p>
      <SendMessageForm channelId={channel.id} name={name} reply={reply} />
    </Card>
  );
}

function SendMessageForm({
  channelId,
  name,
  reply,
}: {
  channelId: number;
  name: string;
  reply?: IntentReply;
}) {
  const hydrated = useHydrated();
  const state = useIntentForm("send-message", FORM_SPECS.sendMessage, reply, {
    shouldValidate: "onSubmit",
  });
  const { form, fields, pending, lastResult } = state;
  const [blank, setBlank] = useState(true);

  // A sent message leaves the box empty for the next one (the redirect keeps the page).
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending && !lastResult) {
      document.querySelector<HTMLFormElement>(`form#${form.id}`)?.reset();
    }
    wasPending.current = pending;
  }, [pending, lastResult, form.id]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!pending) event.currentTarget.form?.requestSubmit();
    }
  };
  const content = fields.content;
  const hintId = `${content.id}-hint`;
  const invalid = Boolean(content.errors?.length);
  const textareaProps = controlProps(content);
  const unavailable = pending || (hydrated && blank);
  // Enter submits with no submitter, so the intent rides on IntentForm's hidden field.
  return (
    <IntentForm
      state={state}
      action={dashboardUrl({ tab: "chat", channel: channelId })}
      preventScrollReset
      onReset={() => setBlank(true)}
      className="space-y-2 border-t border-line p-3"
      hiddenFields={{ channelId }}
    >
      <label htmlFor={content.id} className="block text-sm font-medium text-ink">
        Message {name}
      </label>
      <div className="flex items-end gap-2">
        {/* The chat box: Enter sends, so it is a control of its own rather than TextareaField. */}
        <textarea
          {...textareaProps}
          rows={2}
          placeholder="Type your message..."
          onKeyDown={onKeyDown}
          onInput={(event) => setBlank(event.currentTarget.value.trim() === "")}
          aria-describedby={describedBy(content, hydrated ? hintId : undefined)}
          className={controlClass(invalid, "flex-1")}
        />
        <Button
          aria-disabled={unavailable || undefined}
          className={unavailable ? "opacity-60" : undefined}
        >
          {pending ? "Sending..." : "Send"}
        </Button>
      </div>
      {hydrated ? (
        <p id={hintId} className="text-xs text-ink-muted">
          Enter sends; Shift+Enter starts a new line.
        </p>
      ) : null}
      <FieldErrors id={content.errorId} errors={content.errors} />
    </IntentForm>
  );
}

function ChannelMembers({
  channelId,
  members,
  candidates,
  reply,
}: {
  channelId: number;
  members: ChannelMember[];
  candidates: StaffChoiceList;
  reply?: IntentReply;
}) {
  const state = useIntentForm("add-member", FORM_SPECS.addMember, reply, {
    shouldValidate: "onSubmit",
  });
  const { fields, pending } = state;
  return (
    <div className="space-y-2 border-b border-line bg-slate-50 px-4 py-3 text-sm">
      <p>
        <span className="font-medium text-ink">Members: </span>
        {members.map(fullName).join(", ")}
      </p>
      {candidates.staff.length > 0 || !candidates.complete ? (
        <IntentForm
          state={state}
          action={dashboardUrl({ tab: "chat", channel: channelId })}
          preventScrollReset
          className="space-y-2"
          hiddenFields={{ channelId }}
        >
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1">
              <StaffField
                meta={fields.userId}
                label="Add a staff member"
                placeholder="Choose a staff member"
                choices={candidates}
              />
            </div>
            <Button pending={pending}>Add member</Button>
          </div>
        </IntentForm>
      ) : null}
    </div>
  );
}
