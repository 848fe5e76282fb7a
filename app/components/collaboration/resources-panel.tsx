import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { CollaborationPanel } from "~/services/collaboration/panel.server";
import { NewResourceClientSchema } from "~/utils/collaboration-schemas";
import { dashboardUrl, type DialogName } from "~/utils/dashboard-url";
import { formatFileSize, plural } from "~/utils/format";
import { MAX_UPLOAD_LABEL, UPLOAD_ACCEPT } from "~/utils/uploads";
import { useIntentPending } from "~/utils/use-intent-pending";
import { useZodForm } from "~/utils/use-zod-form";
import {
  describedBy,
  FieldErrors,
  FormAlert,
  SubmitButton,
  TextField,
  TextareaField,
} from "~/components/ui/fields";
import { Dialog } from "~/components/ui/dialog";
import { replyFor, type PanelReply } from "./collaboration-panel";
import { DialogLink, PanelHeader } from "./panel-parts";

type ResourcesData = Extract<CollaborationPanel, { tab: "resources" }>;

/** Resources: cards with a plain download link; Upload is a multipart form in a dialog. */
export function ResourcesPanel({
  panel,
  dialog,
  reply,
}: {
  panel: ResourcesData;
  dialog: DialogName | null;
  reply?: PanelReply;
}) {
  return (
    <div>
      <PanelHeader id="resources-title" title="Resources">
        <DialogLink
          to={dashboardUrl({ tab: "resources", dialog: "upload-resource" })}
          dialogId="upload-resource-dialog"
        >
          Upload
        </DialogLink>
      </PanelHeader>
      {panel.resources.length === 0 ? (
        <p className="text-sm text-slate-600">No resources shared yet</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {panel.resources.map((resource) => (
            <li key={resource.id}>
              <article className="flex h-full flex-col rounded-md border border-slate-200 p-4">
                <h4 className="font-semibold text-slate-900">{resource.name}</h4>
                <p className="mt-1">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                    {resource.category}
                  </span>
                </p>
                {resource.description ? (
                  <p className="mt-2 break-words text-sm text-slate-700">{resource.description}</p>
                ) : null}
                <p className="mt-2 text-xs text-slate-600">
                  {plural(resource.downloadCount, "download")}
                  {resource.downloadUrl && resource.fileName
                    ? ` · ${resource.fileName}${
                        resource.fileSize ? ` (${formatFileSize(resource.fileSize)})` : ""
                      }`
                    : null}
                </p>
                <p className="mt-3">
                  {resource.downloadUrl ? (
                    // A plain link: the file comes as an attachment, with or without JavaScript.
                    <a
                      href={resource.downloadUrl}
                      className="inline-block rounded-md border border-blue-900 px-3 py-1 text-sm font-semibold text-blue-900 hover:bg-blue-50"
                    >
                      Download<span className="sr-only"> {resource.name}</span>
                    </a>
                  ) : (
                    <span className="text-sm text-slate-600">No file attached</span>
                  )}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {dialog === "upload-resource" ? (
        <Dialog
          id="upload-resource-dialog"
          title="Upload Resource"
          closeTo={dashboardUrl({ tab: "resources" })}
        >
          <UploadForm reply={replyFor(reply, "upload-resource")} />
        </Dialog>
      ) : null}
    </div>
  );
}

function UploadForm({ reply }: { reply?: PanelReply["result"] }) {
  const [form, fields] = useZodForm("upload-resource", NewResourceClientSchema, reply);
  const pending = useIntentPending("upload-resource");
  const file = fields.file;
  const hintId = `${file.id}-hint`;
  const { key, ...fileProps } = getInputProps(file, { type: "file" });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={dashboardUrl({ tab: "resources", dialog: "upload-resource" })}
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="upload-resource" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField meta={fields.name} label="Name" />
      <TextField meta={fields.category} label="Category" hint="For example Templates or Guides." />
      <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
      {/* The file comes last: a refused file stops the server reading, the fields above are kept. */}
      <div className="space-y-1">
        <label htmlFor={file.id} className="block text-sm font-medium text-slate-800">
          File
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          PDF, Word, Excel, text, PNG or JPEG, up to {MAX_UPLOAD_LABEL}.
        </p>
        <input
          key={key}
          {...fileProps}
          accept={UPLOAD_ACCEPT}
          aria-describedby={describedBy(file, hintId)}
          className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2"
        />
        <FieldErrors id={file.errorId} errors={file.errors} />
      </div>
      <SubmitButton pending={pending} pendingText="Uploading...">
        Upload
      </SubmitButton>
    </Form>
  );
}
