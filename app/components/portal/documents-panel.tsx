import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { FileField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { PublicDocument } from "~/services/documents.server";
import { fileTypeLabel } from "~/utils/file-types";
import { formatDate, formatFileSize } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";
import { UPLOAD_ACCEPT, UPLOAD_HINT } from "~/utils/uploads";

/**
 * The case's documents (name, type and size; a download link when the file is stored) and the
 * form a client uploads one with.
 */
export function DocumentsPanel({
  caseId,
  documents,
  uploadAction,
  reply,
  canUpload = true,
  uploadIntro = "Share a file with your legal team, for example a medical bill or a photo of the scene.",
}: {
  caseId: number;
  documents: PublicDocument[];
  /** What the upload form says the file is for. */
  uploadIntro?: string;
  /** False for someone who may read the case's documents but not add one (an administrator). */
  canUpload?: boolean;
  /** Where the form posts: the documents tab of this case, so a refusal shows here. */
  uploadAction: string;
  reply?: IntentReply;
}) {
  return (
    <div className="space-y-6">
      <DataTable
        caption="Documents on this case"
        captionHidden
        rows={documents}
        rowKey={(document) => document.id}
        empty="There are no documents on this case yet."
        columns={[
          { id: "name", header: "File name", rowHeader: true, cell: (d) => d.fileName },
          { id: "type", header: "Type", cell: (d) => fileTypeLabel(d.fileType) },
          { id: "size", header: "Size", cell: (d) => formatFileSize(d.fileSize) },
          {
            id: "added",
            header: "Added",
            cell: (d) => (
              <>
                <time dateTime={d.createdAt}>{formatDate(d.createdAt)}</time>
                {d.uploaderName ? (
                  <span className="block text-ink-muted">by {d.uploaderName}</span>
                ) : null}
              </>
            ),
          },
          {
            id: "download",
            header: "Download",
            cell: (d) =>
              d.available ? (
                <a
                  href={d.fileUrl}
                  download={d.fileName}
                  className="font-medium text-brand underline"
                >
                  Download<span className="sr-only"> {d.fileName}</span>
                </a>
              ) : (
                <span className="text-ink-muted">Not available yet</span>
              ),
          },
        ]}
      />
      {/* A new key after each upload empties the form. */}
      {canUpload ? (
        <UploadDocumentForm
          key={documents[0]?.id ?? 0}
          caseId={caseId}
          action={uploadAction}
          reply={reply}
          intro={uploadIntro}
        />
      ) : null}
    </div>
  );
}

/**
 * A real multipart form: without JavaScript the browser posts it and the server answers with the
 * page (a refusal next to the file field); with it, Conform checks the file first.
 */
function UploadDocumentForm({
  caseId,
  action,
  reply,
  intro,
}: {
  caseId: number;
  action: string;
  reply?: IntentReply;
  intro: string;
}) {
  const state = useIntentForm("upload-document", FORM_SPECS.caseDocument, reply);
  return (
    <Card as="section" aria-labelledby="upload-document-title" className="max-w-xl">
      <h3 id="upload-document-title" className="text-base font-semibold text-ink">
        Upload a document
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      <IntentForm
        state={state}
        encType="multipart/form-data"
        action={action}
        preventScrollReset
        className="mt-4 space-y-4"
        hiddenFields={{ caseId }}
      >
        {/* The file comes last: a refused file stops the server reading the form there. */}
        <FileField
          meta={state.fields.file}
          label="Document"
          hint={UPLOAD_HINT}
          accept={UPLOAD_ACCEPT}
        />
        <Button pending={state.pending} pendingText="Uploading...">
          Upload Document
        </Button>
      </IntentForm>
    </Card>
  );
}
