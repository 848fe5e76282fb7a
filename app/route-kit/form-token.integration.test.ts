import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { Communication, FormSubmission, IdempotencyKey } from "~/models/index.server";
import { action as portalAction } from "~/routes/client-portal";
import { action as runnerAction } from "~/routes/forms.$formId";
import { action as consultationAction } from "~/routes/public-form";
import { loader as rootLoader } from "~/root";
import { FORM_TOKEN_FIELD } from "~/utils/form-token";
import { buildCaseFile } from "../../tests/factories/cases";
import { withTemporaryStorage } from "../../tests/factories/files";
import { buildConsultationForm, buildPublishedForm } from "../../tests/factories/forms";
import {
  consultationFormFields,
  formRequest,
  getRequest,
  multipartRequest,
  routeArgs,
  settle,
} from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

const storage = withTemporaryStorage();

/** A refused form's reply (Remix's data()). */
const replyOf = (result: unknown) =>
  result as {
    data: { result: { error: Record<string, string[]> } };
    init: { status: number };
  };

/** The consultation form as a browser without JavaScript posts it, from one address. */
function consult(fields: Record<string, string>, ip: string) {
  return settle(
    consultationAction(routeArgs(formRequest("/public-form", fields), { clientIp: ip })),
  ) as Promise<Response>;
}

const uniqueEmail = () => `ana.${randomUUID().slice(0, 8)}@example.test`;
const nextIp = (() => {
  let n = 0;
  return () => `10.77.${Math.floor(++n / 250)}.${n % 250}`;
})();

describe("one-time form tokens", () => {
  it("come with every page, a new one each time", async () => {
    const first = await rootLoader(routeArgs(getRequest("/public-form")) as never);
    const second = await rootLoader(routeArgs(getRequest("/public-form")) as never);
    const tokenOf = async (response: unknown) =>
      ((response as { data: { formToken: string } }).data ?? (await (response as Response).json()))
        .formToken;
    const [a, b] = [await tokenOf(first), await tokenOf(second)];
    expect(a).toMatch(/^[\w-]{36}$/);
    expect(b).not.toBe(a);
  });

  it("store a consultation sent twice once, and answer the repeat with the first redirect and toast", async () => {
    await buildConsultationForm();
    const email = uniqueEmail();
    const ip = nextIp();
    const fields = { ...consultationFormFields(), email, [FORM_TOKEN_FIELD]: randomUUID() };
    const first = await consult(fields, ip);
    const again = await consult(fields, ip);
    for (const response of [first, again]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/public-form?dialog=success");
      expect(await toastOf(response)).toMatchObject({ title: "Form submitted successfully" });
    }
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await FormSubmission.count({ where: { submitterEmail: email } })).toBe(1);
  });

  it("keep a consultation and its token's answer together: an answer that cannot be kept undoes it", async () => {
    // The database went away between the insert and keeping the answer: the repeat must not
    // find the consultation stored with no answer for its token, and store it again.
    await buildConsultationForm();
    const email = uniqueEmail();
    const ip = nextIp();
    const fields = { ...consultationFormFields(), email, [FORM_TOKEN_FIELD]: randomUUID() };
    const away = vi
      .spyOn(IdempotencyKey, "update")
      .mockRejectedValueOnce(new Error("connect ECONNREFUSED 127.0.0.1:3306"));
    const cut = await consult(fields, ip).catch((error: unknown) => error);
    away.mockRestore();
    expect(cut instanceof Response ? cut.status : 500).toBeGreaterThanOrEqual(500);
    expect(await FormSubmission.count({ where: { submitterEmail: email } })).toBe(0);
    const again = await consult(fields, ip);
    expect(again.status).toBe(302);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await FormSubmission.count({ where: { submitterEmail: email } })).toBe(1);
  });

  it("store one consultation when the same form arrives twice at once", async () => {
    await buildConsultationForm();
    const email = uniqueEmail();
    const ip = nextIp();
    const fields = { ...consultationFormFields(), email, [FORM_TOKEN_FIELD]: randomUUID() };
    const answers = await Promise.all([consult(fields, ip), consult(fields, ip)]);
    expect(answers.map((response) => response.status)).toEqual([302, 302]);
    expect(await FormSubmission.count({ where: { submitterEmail: email } })).toBe(1);
  });

  it("refuse other answers with a token already used, and store nothing new", async () => {
    await buildConsultationForm();
    const email = uniqueEmail();
    const ip = nextIp();
    const token = randomUUID();
    await consult({ ...consultationFormFields(), email, [FORM_TOKEN_FIELD]: token }, ip);
    const other = await consult(
      { ...consultationFormFields(), email, firstName: "Anna", [FORM_TOKEN_FIELD]: token },
      ip,
    );
    const reply = replyOf(other);
    expect(reply.init.status).toBe(422);
    expect(reply.data.result.error[""]).toEqual([
      "Error submitting form: This form was already sent. Reload the page to send it again.",
    ]);
    expect(await FormSubmission.count({ where: { submitterEmail: email } })).toBe(1);
  });

  it("leave a refused form's token free, so the corrected form is stored", async () => {
    await buildConsultationForm();
    const email = uniqueEmail();
    const ip = nextIp();
    const token = randomUUID();
    const refused = await consult(
      { ...consultationFormFields(), email: "not an email", [FORM_TOKEN_FIELD]: token },
      ip,
    );
    expect(replyOf(refused).init.status).toBe(400);
    const corrected = await consult(
      { ...consultationFormFields(), email, [FORM_TOKEN_FIELD]: token },
      ip,
    );
    expect(corrected.status).toBe(302);
    expect(await FormSubmission.count({ where: { submitterEmail: email } })).toBe(1);
    expect(await IdempotencyKey.count({ where: { status: null } })).toBe(0);
  });

  it("leave a form without a token as it was: each post is stored", async () => {
    await buildConsultationForm();
    const email = uniqueEmail();
    const ip = nextIp();
    await consult({ ...consultationFormFields(), email }, ip);
    await consult({ ...consultationFormFields(), email }, ip);
    expect(await FormSubmission.count({ where: { submitterEmail: email } })).toBe(2);
  });

  it("store a client's message sent twice once", async () => {
    const { user, cookie } = await signedIn("client");
    const { legalCase } = await buildCaseFile({ client: user });
    const fields = {
      intent: "send-message",
      caseId: String(legalCase.id),
      subject: "",
      content: "Did the insurer call back?",
      [FORM_TOKEN_FIELD]: randomUUID(),
    };
    const send = () =>
      settle(
        portalAction(routeArgs(formRequest("/client-portal?tab=communications", fields, cookie))),
      ) as Promise<Response>;
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await Communication.count({ where: { caseId: legalCase.id, senderId: user.id } })).toBe(
      1,
    );
  });

  it("store a built form with a file sent twice once, and keep no second copy of the file", async () => {
    await buildConsultationForm();
    const client = await signedIn("client");
    const form = await buildPublishedForm();
    const token = randomUUID();
    const before = await storage.count();
    const send = () =>
      settle(
        runnerAction(
          routeArgs(
            multipartRequest(
              `/forms/${form.id}`,
              {
                [FORM_TOKEN_FIELD]: token,
                "answer.full_name": "Casey Rivera",
                "answer.state": "Iowa",
                "answer.proof": new File(["%PDF-1.4 lease"], "lease.pdf", {
                  type: "application/pdf",
                }),
              },
              client.cookie,
            ),
            {},
            { formId: String(form.id) },
          ),
        ),
      ) as Promise<Response>;
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("Location")).toBe("/client-portal");
    expect(await FormSubmission.count({ where: { formId: form.id } })).toBe(1);
    expect(await storage.count()).toBe(before + 1);
  });
});
