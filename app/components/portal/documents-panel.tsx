import { fileTypeLabel, formatDate, formatFileSize } from "~/utils/format";

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

/** The case's documents: name, type and size; a download link when the file is stored. */
export function DocumentsPanel({ documents }: { documents: DocumentView[] }) {
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
