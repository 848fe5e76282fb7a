import { beforeAll, describe, expect, it } from "vitest";
import { FormSubmission, FormSubmissionFile } from "~/models/index.server";
import { action, loader } from "~/routes/forms.$formId";
import { loader as clientPortalLoader } from "~/routes/client-portal";
import { loader as downloadLoader } from "~/routes/submissions.$id.files.$fieldId";
import { loader as detailLoader } from "~/routes/submissions.$id";
import { loader as listLoader } from "~/routes/submissions._index";
import { toPublicUser } from "~/services/auth.server";
import { createForm, updateForm } from "~/services/forms.server";
import { UPLOAD_MESSAGES } from "~/utils/uploads";
import { withTemporaryStorage } from "../../tests/factories/files";
import { buildConsultationForm, buildPublishedForm } from "../../tests/factories/forms";
import {
  callRoute,
  formRequest,
  getRequest,
  multipartRequest,
} from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

const storage = withTemporaryStorage();

type Refused = { values: Record<string, unknown>; errors: Record<string, string[]> };
/** What a refused form answers (Remix's data(): the reply and its status). */
const replyOf = (result: unknown) =>
  result as { data: Refused & { formError: string | null }; init: { status: number } };

let client: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  await buildConsultationForm();
  client = await signedIn("client", { firstName: "Casey", lastName: "Rivera" });
  staff = await signedIn("staff");
});

describe("/forms/{id}", () => {
  it("shows a published form's live version to a client, and a 404 for anything else", async () => {
    const form = await buildPublishedForm({ title: "Lease Review" });
    const page = (await callRoute(loader, getRequest(`/forms/${form.id}`, client.cookie), {
      formId: String(form.id),
    })) as Awaited<ReturnType<typeof loader>>;
    expect(page.form).toMatchObject({ id: form.id, title: "Lease Review", version: 1 });
    const draft = await buildPublishedForm({ isPublished: false });
    for (const formId of [String(draft.id), "1", "999999", "abc"]) {
      const missing = (await callRoute(loader, getRequest(`/forms/${formId}`, client.cookie), {
        formId,
      })) as Response;
      expect(missing.status).toBe(404);
    }
    const asStaff = (await callRoute(loader, getRequest(`/forms/${form.id}`, staff.cookie), {
      formId: String(form.id),
    })) as Response;
    expect(asStaff.headers.get("Location")).toBe("/dashboard");
  });

  it("takes a multipart form with a file and goes to the portal with the toast", async () => {
    const form = await buildPublishedForm();
    const response = (await callRoute(
      action,
      multipartRequest(
        `/forms/${form.id}`,
        {
          "answer.full_name": "Casey Rivera",
          "answer.state": "Iowa",
          "answer.proof": new File(["%PDF-1.4 lease"], "lease.pdf", { type: "application/pdf" }),
        },
        client.cookie,
      ),
      { formId: String(form.id) },
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/client-portal");
    expect(await toastOf(response)).toMatchObject({
      title: "Form submitted successfully",
      description: "We'll review your information and get back to you within 24 hours.",
    });
    const row = await FormSubmission.findOne({ where: { formId: form.id } });
    expect(row).toMatchObject({ submittedBy: client.user.id, formVersion: 1 });
    expect(await FormSubmissionFile.count({ where: { submissionId: row!.id } })).toBe(1);
  });

  it("sends a refused form back with the answers kept and the file removed (400)", async () => {
    const form = await buildPublishedForm();
    const before = await storage.count();
    const result = await callRoute(
      action,
      multipartRequest(
        `/forms/${form.id}`,
        {
          "answer.full_name": "Casey Rivera",
          "answer.state": "Texas",
          "answer.proof": new File(["hello"], "note.txt", { type: "text/plain" }),
        },
        client.cookie,
      ),
      { formId: String(form.id) },
    );
    const reply = replyOf(result);
    expect(reply.init.status).toBe(400);
    expect(reply.data.errors).toEqual({ state: ["Choose one of the options for State"] });
    expect(reply.data.values).toMatchObject({ full_name: "Casey Rivera", state: "Texas" });
    expect(await storage.count()).toBe(before);
  });

  it("names a refused file on its field", async () => {
    const form = await buildPublishedForm();
    const result = await callRoute(
      action,
      multipartRequest(
        `/forms/${form.id}`,
        {
          "answer.full_name": "Casey Rivera",
          "answer.state": "Ohio",
          "answer.proof": new File(["MZ"], "tool.exe", { type: "application/x-msdownload" }),
        },
        client.cookie,
      ),
      { formId: String(form.id) },
    );
    expect(replyOf(result).data.errors).toEqual({
      proof: [`Proof of address: ${UPLOAD_MESSAGES.type}`],
    });
  });

  it("takes a form without files as an ordinary post", async () => {
    const form = await buildPublishedForm({
      fields: [{ id: "question", type: "textarea", label: "Your question", required: true }],
    });
    const response = (await callRoute(
      action,
      formRequest(`/forms/${form.id}`, { "answer.question": "Can I appeal?" }, client.cookie),
      { formId: String(form.id) },
    )) as Response;
    expect(response.headers.get("Location")).toBe("/client-portal");
  });

  it("shows and takes the published version after a draft save; a draft-only answer is not kept", async () => {
    const builder = toPublicUser(staff.user);
    const question = { id: "question", type: "text", label: "Your question", required: true };
    const form = await createForm(builder, {
      title: "Appeal",
      fields: [question],
      isPublished: true,
    });
    const employer = { id: "employer", type: "text", label: "Employer", required: true };
    await updateForm(builder, form.id, {
      title: "Appeal (new)",
      fields: [question, employer],
      isPublished: false,
    });
    const params = { formId: String(form.id) };
    const page = (await callRoute(
      loader,
      getRequest(`/forms/${form.id}`, client.cookie),
      params,
    )) as Awaited<ReturnType<typeof loader>>;
    expect(page.form).toMatchObject({ title: "Appeal", version: 1, fields: [question] });

    const response = (await callRoute(
      action,
      formRequest(
        `/forms/${form.id}`,
        { "answer.question": "Can I appeal?", "answer.employer": "Acme" },
        client.cookie,
      ),
      params,
    )) as Response;
    expect(response.headers.get("Location")).toBe("/client-portal");
    const stored = await FormSubmission.findOne({ where: { formId: form.id } });
    expect(stored).toMatchObject({ formVersion: 1, submittedBy: client.user.id });
    expect(stored!.data).toEqual({ question: "Can I appeal?" });
  });

  it("is for signed-in clients: a visitor is sent to sign in, staff to their home, nothing stored", async () => {
    const form = await buildPublishedForm({
      fields: [{ id: "question", type: "text", label: "Your question", required: true }],
    });
    const fields = { "answer.question": "Can I appeal?" };
    for (const [cookie, home] of [
      [undefined, "/"],
      [staff.cookie, "/dashboard"],
    ] as const) {
      const response = (await callRoute(action, formRequest(`/forms/${form.id}`, fields, cookie), {
        formId: String(form.id),
      })) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(home);
    }
    expect(await FormSubmission.count({ where: { formId: form.id } })).toBe(0);
  });
});

describe("a submission's file, the submissions screens and the portal", () => {
  let submissionId: number;
  let formId: number;
  beforeAll(async () => {
    const form = await buildPublishedForm({ title: "Proof Form" });
    formId = form.id;
    await callRoute(
      action,
      multipartRequest(
        `/forms/${form.id}`,
        {
          "answer.full_name": "Casey Rivera",
          "answer.state": "Ohio",
          "answer.proof": new File(["bill"], "bill.txt", { type: "text/plain" }),
        },
        client.cookie,
      ),
      { formId: String(form.id) },
    );
    submissionId = (await FormSubmission.findOne({ where: { formId: form.id } }))!.id;
  });

  const download = (cookie: string, fieldId = "proof") =>
    callRoute(downloadLoader, getRequest(`/submissions/${submissionId}/files/${fieldId}`, cookie), {
      id: String(submissionId),
      fieldId,
    }) as Promise<Response>;

  it("is downloaded by staff and by the client who sent it; another client gets 404", async () => {
    for (const cookie of [staff.cookie, client.cookie]) {
      const response = await download(cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Disposition")).toContain("bill.txt");
      expect(await response.text()).toBe("bill");
    }
    const other = await signedIn("client");
    expect((await download(other.cookie)).status).toBe(404);
    expect((await download(staff.cookie, "state")).status).toBe(404);
  });

  it("is sent as plain bytes when its stored type is not an accepted kind's (no 500)", async () => {
    const where = { submissionId, fieldId: "proof" };
    try {
      for (const declared of ["text/plain;\x01", "image/png;text/html"]) {
        await FormSubmissionFile.update({ fileType: declared }, { where });
        const response = await download(staff.cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
        expect(await response.text()).toBe("bill");
      }
    } finally {
      await FormSubmissionFile.update({ fileType: "text/plain" }, { where });
    }
    expect((await download(staff.cookie)).headers.get("Content-Type")).toBe("text/plain");
  });

  it("shows on the submission's page as a link, with the form's version", async () => {
    const page = (await callRoute(
      detailLoader,
      getRequest(`/submissions/${submissionId}`, staff.cookie),
      { id: String(submissionId) },
    )) as Awaited<ReturnType<typeof detailLoader>>;
    expect(page.submission).toMatchObject({
      formTitle: "Proof Form",
      formVersion: 1,
      files: [
        {
          fieldId: "proof",
          fileName: "bill.txt",
          url: `/submissions/${submissionId}/files/proof`,
        },
      ],
    });
    expect(page.submission.fields.map((field) => field.label)).toContain("Proof of address");
  });

  it("filters the staff list by form", async () => {
    const list = (await callRoute(
      listLoader,
      getRequest(`/submissions?form=${formId}`, staff.cookie),
    )) as Awaited<ReturnType<typeof listLoader>>;
    expect(list.formId).toBe(formId);
    expect(list.submissions.map((item) => item.id)).toEqual([submissionId]);
    expect(list.forms.map((item) => item.title)).toContain("Proof Form");
    const unknown = (await callRoute(
      listLoader,
      getRequest("/submissions?form=999999", staff.cookie),
    )) as Awaited<ReturnType<typeof listLoader>>;
    expect(unknown.formId).toBeNull();
  });

  it("lists the published forms on the client portal's overview", async () => {
    await buildPublishedForm({ title: "Still A Draft", isPublished: false });
    const portal = (await callRoute(
      clientPortalLoader,
      getRequest("/client-portal", client.cookie),
    )) as Awaited<ReturnType<typeof clientPortalLoader>>;
    const titles = portal.forms.map((form) => form.title);
    expect(titles).toContain("Proof Form");
    expect(titles).not.toContain("Still A Draft");
    expect(titles).not.toContain("Personal Injury Consultation");
  });
});
