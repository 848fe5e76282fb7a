import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldErrors, FormAlert, describedBy } from "~/components/ui/fields";
import { fileTypeLabel, formatDate, formatFileSize } from "~/utils/format";
import { CaseDocumentClientSchema } from "~/utils/portal-schemas";
import { MAX_UPLOAD_LABEL, UPLOAD_ACCEPT } from "~/utils/uploads";
import { useIntentPending } from "~/utils/use-intent-pending";
import { useZodForm } from "~/utils/use-zod-form";

export interface DocumentView {
  id: number;
  fileName: string;
  fileUrl: string;
  fileType: string;
  fileSize: number;
  uploaderName: string | null;
  available: boolean;
  createdAt: string;
}

/**
 * The case's documents (name, type and size; a download link when the file is stored) and the
 * form a client uploads one with.
 */
export function DocumentsPanel({
  caseId,
  documents,
  uploadAction,
  lastResult,
}: {
  caseId: number;
  documents: DocumentView[];
  /** Where the form posts: the documents tab of this case, so a refusal shows here. */
  uploadAction: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <div className="space-y-6">
      <DocumentTable documents={documents} />
      {/* A new key after each upload empties the form. */}
      <UploadDocumentForm
        key={documents[0]?.id ?? 0}
        caseId={caseId}
        action={uploadAction}
        lastResult={lastResult}
      />
    </div>
  );
}

function DocumentTable({ documents }: { documents: DocumentView[] }) {
  if (documents.length === 0) {
    return <p className="text-slate-600">There are no documents on this case yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Documents on this case</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {["File name", "Type", "Size", "Added", "Download"].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {document.fileName}
              </th>
              <td className="px-4 py-3 text-slate-800">{fileTypeLabel(document.fileType)}</td>
              <td className="px-4 py-3 text-slate-800">{formatFileSize(document.fileSize)}</td>
              <td className="px-4 py-3 text-slate-800">
                <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time>
                {document.uploaderName ? (
                  <span className="block text-slate-600">by {document.uploaderName}</span>
                ) : null}
              </td>
              <td className="px-4 py-3">
                {document.available ? (
                  <a
                    href={document.fileUrl}
                    download={document.fileName}
                    className="font-medium text-blue-800 underline"
                  >
                    Download<span className="sr-only"> {document.fileName}</span>
                  </a>
                ) : (
                  <span className="text-slate-600">Not available yet</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
  lastResult,
}: {
  caseId: number;
  action: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm("upload-document", CaseDocumentClientSchema, lastResult);
  const pending = useIntentPending("upload-document");
  const file = fields.file;
  const hintId = `${file.id}-hint`;
  const { key, ...fileProps } = getInputProps(file, { type: "file" });
  return (
    <Card as="section" aria-labelledby="upload-document-title" className="max-w-xl">
      <h3 id="upload-document-title" className="text-base font-semibold text-slate-900">
        Upload a document
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Share a file with your legal team, for example a medical bill or a photo of the scene.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        action={action}
        preventScrollReset
        {...getFormProps(form)}
        className="mt-4 space-y-4"
      >
        {/* The file comes last: a refused file stops the server reading the form there. */}
        <input type="hidden" name="intent" value="upload-document" />
        <input type="hidden" name="caseId" value={caseId} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="space-y-1">
          <label htmlFor={file.id} className="block text-sm font-medium text-slate-800">
            Document
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
        <Button pending={pending} pendingText="Uploading...">
          Upload Document
        </Button>
      </Form>
    </Card>
  );
}
