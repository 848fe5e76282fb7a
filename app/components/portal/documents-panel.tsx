import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { Form } from "@remix-run/react";
import { FileField, RadioGroupField } from "~/components/ui/fields";
import { FormToken, IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { PublicDocument } from "~/services/documents.server";
import { fileTypeLabel } from "~/utils/file-types";
import { formatDate, formatFileSize } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";
import { UPLOAD_ACCEPT, UPLOAD_HINT } from "~/utils/uploads";

/**
 * The case's documents (name, type and size; a download link when the file is stored) and the
 * form a client uploads one with. The firm's view (`sharing`) says who sees each, with a button
 * that shares it with the client or makes it internal, and its upload form asks who sees it.
 */
export function DocumentsPanel({
  caseId,
  documents,
  uploadAction,
  reply,
  canUpload = true,
  sharing = false,
  uploadIntro = "Share a file with your legal team, for example a medical bill or a photo of the scene.",
}: {
  caseId: number;
  documents: PublicDocument[];
  /** The firm's view: who sees each document, and changing it (its attorney's, `canShare`). */
  sharing?: false | { canShare: boolean };
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
          ...(sharing
            ? [
                {
                  id: "sharing",
                  header: "Who sees it",
                  cell: (d: PublicDocument) => (
                    <SharingCell document={d} action={uploadAction} canShare={sharing.canShare} />
                  ),
                },
              ]
            : []),
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
          sharing={Boolean(sharing)}
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
  sharing,
}: {
  caseId: number;
  action: string;
  reply?: IntentReply;
  intro: string;
  /** The firm's form: who sees it, the firm only unless chosen. */
  sharing: boolean;
}) {
  const state = useIntentForm("upload-document", FORM_SPECS.caseDocument, reply, {
    defaultValue: sharing ? { sharedWithClient: "false" } : {},
  });
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
        {sharing ? (
          <RadioGroupField
            meta={state.fields.sharedWithClient}
            legend="Who sees it"
            options={[
              { value: "false", label: "Only the firm (internal)" },
              { value: "true", label: "The client too (they are notified)" },
            ]}
          />
        ) : null}
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

/**
 * Who sees a document, in the firm's view, and a real POST form (JavaScript or not) that shares it
 * with the client or makes it internal again; a client's own upload stays theirs.
 */
function SharingCell({
  document,
  action,
  canShare,
}: {
  document: PublicDocument;
  action: string;
  canShare: boolean;
}) {
  const shared = document.sharedWithClient;
  return (
    <>
      <span className="block">
        {document.fromClient
          ? "The client (their upload)"
          : shared
            ? "The client too"
            : "Only the firm"}
      </span>
      {canShare && !document.fromClient ? (
        <Form method="post" action={action} preventScrollReset className="mt-1">
          <input type="hidden" name="intent" value="share-document" />
          <input type="hidden" name="documentId" value={document.id} />
          <input type="hidden" name="sharedWithClient" value={String(!shared)} />
          <FormToken />
          <Button size="sm" variant="secondary">
            {shared ? "Make internal" : "Share with the client"}
            <span className="sr-only"> {document.fileName}</span>
          </Button>
        </Form>
      ) : null}
    </>
  );
}
