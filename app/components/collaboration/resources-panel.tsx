import { formatFileSize, plural } from "~/utils/format";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FileField, TextField, TextareaField } from "~/components/ui/fields";
import { DialogForm, PanelHeader, type TabBodyProps } from "./panel-parts";

/** Resources: cards with a plain download link; Upload is a multipart form in a dialog. */
export function ResourcesPanel({ panel, dialog, upload, reply }: TabBodyProps<"resources">) {
  const here = { tab: "resources" } as const;
  return (
    <div>
      <PanelHeader title="Resources" here={here} dialog="upload-resource" />
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
      <DialogForm name="upload-resource" open={dialog} here={here} reply={reply} multipart>
        {(fields) => (
          <>
            <TextField meta={fields.name} label="Name" />
            <TextField
              meta={fields.category}
              label="Category"
              hint="For example Templates or Guides."
            />
            <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
            {/* The file comes last: a refused file stops the server reading; the rest is kept. */}
            <FileField
              meta={fields.file}
              label="File"
              hint={`PDF, Word, Excel, text, PNG, JPEG, GIF or WebP, up to ${upload.maxSize}.`}
              accept={upload.accept}
            />
          </>
        )}
      </DialogForm>
    </div>
  );
}
