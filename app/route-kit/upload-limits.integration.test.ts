import { describe, expect, it } from "vitest";
import { action as documentsAction } from "~/routes/api.cases.$caseId.documents";
import { action as dashboardAction } from "~/routes/dashboard";
import { ServiceError } from "~/utils/service-error";
import { buildCase } from "../../tests/factories/cases";
import { withTemporaryStorage } from "../../tests/factories/files";
import { callRoute, routeArgs } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { MAX_FORM_BYTES, MAX_FORM_FIELDS, MAX_TEXT_FIELD_BYTES } from "./body-limits.server";
import { readUploadFields, readUploadForm } from "./upload.server";

const storage = withTemporaryStorage();
const BOUNDARY = "----upload-test";

type Part = { headers: string[]; content: string };
const field = (name: string, content: string): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content,
});
const file = (name = "file", filename = "note.txt"): Part => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"`,
    "Content-Type: text/plain",
  ],
  content: "A note for the file.",
});
const frame = ({ headers, content }: Part) =>
  `--${BOUNDARY}\r\n${headers.join("\r\n")}\r\n\r\n${content}\r\n`;

/**
 * A multipart POST whose body is made part by part as it is read (never held whole), and which
 * counts the bytes the reader pulled: a limit must stop the reading, not only the answer.
 */
function streamedRequest(parts: Iterable<Part>, cookie?: string, path = "/upload") {
  const iterator = parts[Symbol.iterator]();
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      const chunk = Buffer.from(next.done ? `--${BOUNDARY}--\r\n` : frame(next.value));
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
      if (next.done) controller.close();
    },
  });
  const headers: Record<string, string> = {
    "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
  };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

function* endless(make: (i: number) => Part) {
  for (let i = 0; ; i++) yield make(i);
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe("reading a multipart form under its limits", () => {
  it("refuses more fields than a form can have with 413, having read no further", async () => {
    const { request, pulled } = streamedRequest(endless((i) => field(`f${i}`, "1")));
    const error = await refusal(readUploadForm(request));
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      `Request body is too large: too many fields (at most ${MAX_FORM_FIELDS})`,
    );
    expect(pulled.bytes).toBeLessThan(200 * 1024);
  });

  it("refuses a field over 64 KB, and takes one of exactly 64 KB", async () => {
    const over = streamedRequest([field("note", "x".repeat(MAX_TEXT_FIELD_BYTES + 1)), file()]);
    const error = await refusal(readUploadForm(over.request));
    expect([error.status, error.message]).toEqual([
      413,
      "Request body is too large: a field is over 64 KB",
    ]);
    const before = await storage.count();
    const at = streamedRequest([field("note", "x".repeat(MAX_TEXT_FIELD_BYTES)), file()]);
    const read = await readUploadForm(at.request);
    expect(read.problem).toBeNull();
    expect(read.formData.get("note")).toHaveLength(MAX_TEXT_FIELD_BYTES);
    expect(await storage.count()).toBe(before + 1);
  });

  it("refuses text fields of more than 1 MB together, soon after the limit", async () => {
    const { request, pulled } = streamedRequest(
      endless((i) => field(`answer.${i}`, "t".repeat(60 * 1024))),
    );
    const error = await refusal(readUploadFields(request, ["answer.file"]));
    expect([error.status, error.message]).toEqual([
      413,
      "Request body is too large: the form's text is over 1 MB",
    ]);
    expect(pulled.bytes).toBeLessThan(MAX_FORM_BYTES + 256 * 1024);
  });

  it("refuses more files than the form has file fields, and removes the one it stored", async () => {
    const before = await storage.count();
    const { request } = streamedRequest([
      file("answer.a", "a.txt"),
      file("answer.b", "b.txt"),
      file("answer.a", "c.txt"),
    ]);
    const error = await refusal(readUploadFields(request, ["answer.a", "answer.b"]));
    expect([error.status, error.message]).toEqual([
      413,
      "Request body is too large: too many files (at most 2)",
    ]);
    expect(await storage.count()).toBe(before);
  });

  it("refuses endless parts that are neither field nor file", async () => {
    const { request, pulled } = streamedRequest(
      endless(() => ({ headers: ["X-Nothing: 1"], content: "1" })),
    );
    const error = await refusal(readUploadForm(request));
    expect([error.status, error.message]).toEqual([
      413,
      "Request body is too large: too many parts",
    ]);
    expect(pulled.bytes).toBeLessThan(200 * 1024);
  });

  it("answers 413 with a short message at both doors: /api and a screen's form", async () => {
    const { user, cookie } = await signedIn("client");
    const legalCase = await buildCase({ client: user });
    const api = streamedRequest(
      endless((i) => field(`f${i}`, "1")),
      cookie,
      `/api/cases/${legalCase.id}/documents`,
    );
    const answer = (await documentsAction(
      routeArgs(api.request, {}, { caseId: String(legalCase.id) }),
    )) as Response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      message: `Request body is too large: too many fields (at most ${MAX_FORM_FIELDS})`,
    });

    const staff = await signedIn("staff");
    const screen = streamedRequest(
      [
        field("intent", "upload-resource"),
        ...Array.from({ length: 20 }, (_, i) => field(`n${i}`, "t".repeat(60 * 1024))),
      ],
      staff.cookie,
      "/dashboard?tab=resources",
    );
    const page = (await callRoute(dashboardAction, screen.request)) as Response;
    expect(page.status).toBe(413);
    const text = await page.text();
    expect(text).toBe("Request body is too large: the form's text is over 1 MB");
  });
});
