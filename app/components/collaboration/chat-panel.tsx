import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { CollaborationPanel } from "~/services/collaboration/panel.server";
import { NewChannelSchema } from "~/utils/collaboration-schemas";
import { dashboardUrl, type DialogName } from "~/utils/dashboard-url";
import { useIntentPending } from "~/utils/use-intent-pending";
import { useZodForm } from "~/utils/use-zod-form";
import {
  CheckboxField,
  FormAlert,
  SubmitButton,
  TextField,
  TextareaField,
} from "~/components/ui/fields";
import { Dialog } from "~/components/ui/dialog";
import { ChatConversation } from "./chat-conversation";
import { replyFor, type PanelReply } from "./collaboration-panel";
import { DialogLink, PanelHeader } from "./panel-parts";

type ChatData = Extract<CollaborationPanel, { tab: "chat" }>;

/** Internal Chat: the channels on the left, the chosen channel's conversation on the right. */
export function ChatPanel({
  panel,
  dialog,
  timeZone,
  reply,
}: {
  panel: ChatData;
  dialog: DialogName | null;
  timeZone: string;
  reply?: PanelReply;
}) {
  const selected = panel.channel;
  return (
    <div>
      <PanelHeader id="chat-title" title="Internal Chat">
        <DialogLink
          to={dashboardUrl({ tab: "chat", channel: selected?.id, dialog: "new-channel" })}
          dialogId="new-channel-dialog"
        >
          New Channel
        </DialogLink>
      </PanelHeader>
      <div className="grid gap-4 md:grid-cols-[15rem_1fr]">
        <nav aria-label="Channels" className="self-start rounded-md border border-slate-200">
          {panel.channels.length === 0 ? (
            <p className="p-3 text-sm text-slate-600">No channels yet</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {panel.channels.map((channel) => (
                <li key={channel.id}>
                  <Link
                    to={dashboardUrl({ tab: "chat", channel: channel.id })}
                    preventScrollReset
                    aria-current={channel.id === selected?.id ? "page" : undefined}
                    className={`flex items-center justify-between gap-2 px-3 py-2 text-sm ${
                      channel.id === selected?.id
                        ? "bg-blue-900 font-semibold text-white"
                        : "text-slate-800 hover:bg-slate-100"
                    }`}
                  >
                    <span className="truncate"># {channel.channelName}</span>
                    {channel.isPrivate ? (
                      <span className="shrink-0 rounded border border-current px-1 text-xs">
                        Private
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
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
          <div className="flex min-h-48 items-center justify-center rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            Choose a channel to read and send messages.
          </div>
        )}
      </div>
      {dialog === "new-channel" ? (
        <Dialog
          id="new-channel-dialog"
          title="New Channel"
          closeTo={dashboardUrl({ tab: "chat", channel: selected?.id })}
        >
          <NewChannelForm reply={replyFor(reply, "create-channel")} />
        </Dialog>
      ) : null}
    </div>
  );
}

function NewChannelForm({ reply }: { reply?: PanelReply["result"] }) {
  const [form, fields] = useZodForm("new-channel", NewChannelSchema, reply);
  const pending = useIntentPending("create-channel");
  return (
    <Form
      method="post"
      action={dashboardUrl({ tab: "chat", dialog: "new-channel" })}
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField meta={fields.channelName} label="Channel name" />
      <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
      <CheckboxField
        meta={fields.isPrivate}
        label="Private channel"
        hint="Only members can see a private channel. You will be its first member and can add other staff."
      />
      <SubmitButton
        name="intent"
        value="create-channel"
        pending={pending}
        pendingText="Creating..."
      >
        Create Channel
      </SubmitButton>
    </Form>
  );
}
