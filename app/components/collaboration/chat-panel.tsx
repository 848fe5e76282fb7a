import { Link } from "@remix-run/react";
import { dashboardUrl } from "~/utils/dashboard-url";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CheckboxField, TextField, TextareaField } from "~/components/ui/fields";
import { ChatConversation } from "./chat-conversation";
import { DialogForm, PanelHeader, type TabBodyProps } from "./panel-parts";

/** Internal Chat: the channels on the left, the chosen channel's conversation on the right. */
export function ChatPanel({ panel, dialog, timeZone, reply }: TabBodyProps<"chat">) {
  const selected = panel.channel;
  const list = panel.list;
  // In "All channels", choosing a channel keeps the list at its page.
  const listed = list.all ? ({ channels: "all", page: list.page } as const) : {};
  const here = { tab: "chat", channel: selected?.id, ...listed } as const;
  return (
    <div>
      <PanelHeader title="Internal Chat" here={here} dialog="new-channel" />
      <div className="grid gap-4 md:grid-cols-[15rem_1fr]">
        <Card as="nav" pad="none" aria-label="Channels" className="self-start">
          {panel.channels.length === 0 ? (
            <p className="p-3 text-sm text-ink-muted">No channels yet</p>
          ) : (
            <ul className="divide-y divide-line">
              {panel.channels.map((channel) => (
                <li key={channel.id}>
                  <Link
                    to={dashboardUrl({ tab: "chat", channel: channel.id, ...listed })}
                    preventScrollReset
                    aria-current={channel.id === selected?.id ? "page" : undefined}
                    className={`flex items-center justify-between gap-2 px-3 py-2 text-sm ${
                      channel.id === selected?.id
                        ? "bg-brand font-semibold text-white"
                        : "text-ink hover:bg-brand-soft"
                    }`}
                  >
                    <span className="truncate"># {channel.channelName}</span>
                    {channel.isPrivate ? (
                      <Badge tone="current" className="shrink-0">
                        Private
                      </Badge>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ChannelListLinks list={list} channel={selected?.id} />
        </Card>
        {selected ? (
          <ChatConversation
            key={selected.id}
            channel={selected}
            messages={panel.messages}
            members={panel.members}
            candidates={panel.candidates}
            timeZone={timeZone}
            reply={reply}
          />
        ) : (
          <div className="flex min-h-48 items-center justify-center rounded-card border border-dashed border-slate-300 p-6 text-center text-sm text-ink-muted">
            Choose a channel to read and send messages.
          </div>
        )}
      </div>
      <DialogForm name="new-channel" open={dialog} here={here} reply={reply}>
        {(fields) => (
          <>
            <TextField meta={fields.channelName} label="Channel name" />
            <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
            <CheckboxField
              meta={fields.isPrivate}
              label="Private channel"
              hint="Only members can see a private channel. You will be its first member and can add other staff."
            />
          </>
        )}
      </DialogForm>
    </div>
  );
}

/**
 * Under the channel list: "All channels" when more are there than the recently active ones shown,
 * or, listing all of them, their pages and the way back.
 */
function ChannelListLinks({
  list,
  channel,
}: {
  list: TabBodyProps<"chat">["panel"]["list"];
  channel: number | undefined;
}) {
  const link = "text-brand underline hover:no-underline";
  const to = (page: number | null) =>
    dashboardUrl({ tab: "chat", channel, ...(page ? { channels: "all", page } : {}) });
  if (!list.all) {
    if (!list.more) return null;
    return (
      <p className="border-t border-line px-3 py-2 text-sm">
        <Link to={to(1)} preventScrollReset className={link}>
          All channels
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-1 border-t border-line px-3 py-2 text-sm">
      <p className="text-ink-muted">
        All {list.total} channels, by name. Page {list.page} of {list.pageCount}.
      </p>
      <p className="flex flex-wrap gap-3">
        {list.page > 1 ? (
          <Link to={to(list.page - 1)} rel="prev" preventScrollReset className={link}>
            Previous
          </Link>
        ) : null}
        {list.page < list.pageCount ? (
          <Link to={to(list.page + 1)} rel="next" preventScrollReset className={link}>
            Next
          </Link>
        ) : null}
        <Link to={to(null)} preventScrollReset className={link}>
          Recently active
        </Link>
      </p>
    </div>
  );
}
