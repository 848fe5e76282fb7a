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
  const here = { tab: "chat", channel: selected?.id } as const;
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
                    to={dashboardUrl({ tab: "chat", channel: channel.id })}
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
