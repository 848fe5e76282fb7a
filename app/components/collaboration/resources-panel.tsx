import type { CollaborationPanelData } from "~/services/collaboration/panel.server";
import { NewResourceClientSchema } from "~/utils/collaboration-schemas";
import { dashboardUrl, type DialogName } from "~/utils/dashboard-url";
import { formatFileSize, plural } from "~/utils/format";
import { MAX_UPLOAD_LABEL, UPLOAD_ACCEPT } from "~/utils/uploads";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { FileField, TextField, TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { DialogLink, PanelHeader } from "./panel-parts";

type ResourcesData = Extract<CollaborationPanelData, { tab: "resources" }>;

/** Resources: cards with a plain download link; Upload is a multipart form in a dialog. */
export function ResourcesPanel({
  panel,
  dialog,
  reply,
}: {
  panel: ResourcesData;
  dialog: DialogName | null;
  reply?: IntentReply;
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
        <p className="text-sm text-ink-muted">No resources shared yet</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {panel.resources.map((resource) => (
            <li key={resource.id}>
              <Card as="article" pad="sm" className="flex h-full flex-col">
                <h4 className="font-semibold text-ink">{resource.name}</h4>
                <p className="mt-1">
                  <Badge>{resource.category}</Badge>
                </p>
                {resource.description ? (
                  <p className="mt-2 break-words text-sm text-ink-muted">{resource.description}</p>
                ) : null}
                <p className="mt-2 text-xs text-ink-muted">
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
                    <a href={resource.downloadUrl} className={buttonClass("secondary", "sm")}>
                      Download<span className="sr-only"> {resource.name}</span>
                    </a>
                  ) : (
                    <span className="text-sm text-ink-muted">No file attached</span>
                  )}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {dialog === "upload-resource" ? (
        <Dialog
          startAtField
          id="upload-resource-dialog"
          title="Upload Resource"
          closeTo={dashboardUrl({ tab: "resources" })}
        >
          <UploadForm reply={reply} />
        </Dialog>
      ) : null}
    </div>
  );
}

function UploadForm({ reply }: { reply?: IntentReply }) {
  const state = useIntentForm("upload-resource", NewResourceClientSchema, reply, {
    shouldValidate: "onSubmit",
  });
  const { fields, pending } = state;
  return (
    <IntentForm
      state={state}
      encType="multipart/form-data"
      action={dashboardUrl({ tab: "resources", dialog: "upload-resource" })}
      preventScrollReset
    >
      <TextField meta={fields.name} label="Name" />
      <TextField meta={fields.category} label="Category" hint="For example Templates or Guides." />
      <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
      {/* The file comes last: a refused file stops the server reading, the fields above are kept. */}
      <FileField
        meta={fields.file}
        label="File"
        hint={`PDF, Word, Excel, text, PNG or JPEG, up to ${MAX_UPLOAD_LABEL}.`}
        accept={UPLOAD_ACCEPT}
      />
      <Button className="w-full" pending={pending} pendingText="Uploading...">
        Upload
      </Button>
    </IntentForm>
  );
}
