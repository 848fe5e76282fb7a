import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  AuditEvent,
  Form,
  FormSubmission,
  Notification,
  SystemSetting,
} from "~/models/index.server";
import { action, loader } from "~/routes/api.form-submissions";
import { toPublicUser } from "~/services/auth.server";
import { createForm, updateForm } from "~/services/forms.server";
import { addCaseParty } from "~/services/parties.server";
import { forgetSettings } from "~/services/settings.server";
import { WITHHELD_FIELDS } from "~/services/submissions.server";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { buildCase } from "../../tests/factories/cases";
import type { FormField } from "~/utils/domain";
import {
  buildConsultationForm,
  buildPublishedForm,
  consultationValues,
} from "../../tests/factories/forms";
import { getRequest, jsonRequest, routeArgs } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

let ipCounter = 0;
const freshIp = () => `10.50.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (body: unknown, ip = freshIp(), cookie?: string) =>
  action(
    routeArgs(jsonRequest("/api/form-submissions", body, { cookie }), { clientIp: ip }),
  ) as Promise<Response>;

const payload = (data: Record<string, unknown> = consultationValues()) => ({
  formId: 1,
  submitterEmail: data.email,
  submitterName: `${data.firstName} ${data.lastName}`,
  data,
});

beforeAll(async () => {
  await buildConsultationForm();
});

describe("POST /api/form-submissions", () => {
  it("keeps a name with a NUL character as given, and staff are notified (SQLite answered 500)", async () => {
    const staff = await buildUser({ role: "staff" });
    const firstName = "Ana\u0000Maria";
    const response = await post(payload(consultationValues({ firstName })));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await FormSubmission.findByPk(id))!.submitterName).toBe(`${firstName} Lopez`);
    const note = await Notification.findOne({ where: { userId: staff.id } });
    expect(note!.message).toContain(`${firstName} Lopez submitted`);
    // A search for it reads it back too (string literals in a WHERE, not only in a VALUES list).
    expect(await FormSubmission.count({ where: { submitterName: `${firstName} Lopez` } })).toBe(1);
  });

  it("stores the submission (201) and notifies every staff member, and nobody else", async () => {
    const staff = [await buildUser({ role: "staff" }), await buildUser({ role: "staff" })];
    const client = await buildUser({ role: "client" });
    const admin = await buildUser({ role: "admin" });
    const response = await post(payload());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      formId: 1,
      submitterEmail: "ana.lopez@example.test",
      submitterName: "Ana Lopez",
      reviewedAt: null,
      data: consultationValues(),
    });
    expect(await FormSubmission.findByPk(body.id)).not.toBeNull();
    for (const user of staff) {
      const notes = await Notification.findAll({ where: { userId: user.id } });
      expect(notes.map((n) => [n.title, n.message, n.actionUrl, n.isRead])).toEqual([
        [
          "New consultation request",
          "Ana Lopez submitted the Personal Injury Consultation form.",
          `/submissions/${body.id}`,
          false,
        ],
      ]);
    }
    expect(await Notification.count({ where: { userId: [client.id, admin.id] } })).toBe(0);
  });

  it("joins first and last name for submitterName whatever the client sent", async () => {
    const response = await post({ ...payload(), submitterName: "Someone Else" });
    expect((await response.json()).submitterName).toBe("Ana Lopez");
  });

  it("treats empty optional fields as not given", async () => {
    const response = await post(
      payload(consultationValues({ phone: "", incidentDate: "", injured: "" })),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.data).not.toHaveProperty("phone");
  });

  it("reads the incident date as typed (11/20/2026) and checks the future in the firm's time zone", async () => {
    const typed = await post(payload(consultationValues({ incidentDate: "11/20/2025" })));
    expect(typed.status).toBe(201);
    expect((await typed.json()).data.incidentDate).toBe("2025-11-20");
    const impossible = await post(payload(consultationValues({ incidentDate: "02/30/2026" })));
    expect(impossible.status).toBe(400);
    expect((await impossible.json()).fieldErrors).toEqual({
      incidentDate: ["There is no February 30, 2026: February 2026 has 28 days"],
    });

    // 03:30 UTC on November 21 is still the evening of the 20th in Los Angeles.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T03:30:00Z") });
    try {
      await SystemSetting.upsert({ ...DEFAULT_SETTINGS, id: 1, timeZone: "PST" });
      forgetSettings();
      const before = await FormSubmission.count();
      const tomorrow = await post(payload(consultationValues({ incidentDate: "Nov 21, 2026" })));
      expect(tomorrow.status).toBe(400);
      expect((await tomorrow.json()).fieldErrors).toEqual({
        incidentDate: ["Incident date cannot be in the future"],
      });
      expect(await FormSubmission.count()).toBe(before);
      const today = await post(payload(consultationValues({ incidentDate: "11-20-2026" })));
      expect(today.status).toBe(201);

      await SystemSetting.upsert({ ...DEFAULT_SETTINGS, id: 1, timeZone: "UTC" });
      forgetSettings();
      const inUtc = await post(payload(consultationValues({ incidentDate: "2026-11-21" })));
      expect(inUtc.status).toBe(201);
    } finally {
      vi.useRealTimers();
      await SystemSetting.destroy({ where: { id: 1 } });
      forgetSettings();
    }
  });

  it("answers 400 with fieldErrors under the form's rules and stores nothing", async () => {
    const before = await FormSubmission.count();
    const response = await post(
      payload(
        consultationValues({
          firstName: "",
          email: "nope",
          incidentDescription: "short",
          agreeToTerms: false,
        }),
      ),
    );
    expect(response.status).toBe(400);
    const { fieldErrors } = await response.json();
    expect(fieldErrors).toEqual({
      firstName: ["First name is required"],
      email: ["Please enter a valid email address"],
      incidentDescription: ["Please provide at least 10 characters describing your incident"],
      agreeToTerms: ["You must agree to the terms of service"],
    });
    expect(await FormSubmission.count()).toBe(before);
  });

  it.each([
    ["a missing formId", { data: {} }, "formId"],
    ["a string formId", { formId: "1", data: {} }, "formId"],
    ["data that is not an object", { formId: 1, data: "x" }, "data"],
  ])("answers 400 for %s", async (_label, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty(field);
  });

  it("answers 404 for the consultation form unpublished, and a visitor 401 for any other form", async () => {
    // Any form but the consultation form is a client's: a visitor learns nothing of it.
    expect((await post({ ...payload(), formId: 999 })).status).toBe(401);
    const draft = await Form.create({
      title: "Draft",
      fields: [],
      isPublished: false,
      notificationSettings: { email: false, sms: false },
    });
    expect((await post({ ...payload(), formId: draft.id })).status).toBe(401);
    await Form.update({ isPublished: false }, { where: { id: 1 } });
    const response = await post(payload());
    await Form.update({ isPublished: true }, { where: { id: 1 } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Form not found" });
  });

  it("answers 413 for a body over 64 KiB", async () => {
    const response = await post(
      payload(consultationValues({ incidentDescription: "x".repeat(70_000) })),
    );
    expect(response.status).toBe(413);
  });

  it("accepts a filled honeypot without storing or notifying anything", async () => {
    const staff = await buildUser({ role: "staff" });
    const before = await FormSubmission.count();
    const response = await post(payload(consultationValues({ website: "http://spam.example" })));
    expect(response.status).toBe(202);
    expect(await FormSubmission.count()).toBe(before);
    expect(await Notification.count({ where: { userId: staff.id } })).toBe(0);
  });

  it("limits one address to 5 submissions per 10 minutes with a 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post(payload(), ip)).status).toBe(201);
    const before = await FormSubmission.count();
    const response = await post(payload(), ip);
    expect(response.status).toBe(429);
    expect((await response.json()).message).toMatch(/Too many submissions from this address/);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await FormSubmission.count()).toBe(before);
    expect((await post(payload(), freshIp())).status).toBe(201);
  });

  it("stores nothing when the notification fan-out fails (one transaction)", async () => {
    await buildUser({ role: "staff" });
    const before = await FormSubmission.count();
    const spy = vi.spyOn(Notification, "bulkCreate").mockRejectedValueOnce(new Error("disk full"));
    const response = await post(payload());
    spy.mockRestore();
    expect(response.status).toBe(500);
    expect(await FormSubmission.count()).toBe(before);
  });
});

describe("POST /api/form-submissions for a form built in the form builder", () => {
  const PUBLISHED = [
    { id: "full_name", type: "text", label: "Full Name", required: true },
    { id: "state", type: "select", label: "State", required: true, options: ["Ohio", "Iowa"] },
    { id: "areas", type: "checkbox", label: "Areas", required: false, options: ["Back", "Neck"] },
    { id: "proof", type: "file", label: "Proof", required: false },
  ];
  const DRAFT_ONLY = { id: "employer", type: "text", label: "Employer", required: true };
  const ANSWERS = { full_name: "Ana Lopez", state: "Ohio", areas: ["Neck"] };

  /** A published form whose builder then saved a draft that adds a required field. */
  async function formWithDraft() {
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    const form = await createForm(staff, {
      title: "Employment Check",
      fields: PUBLISHED,
      isPublished: true,
    });
    const draft = await updateForm(staff, form.id, {
      title: "Employment Check",
      fields: [...PUBLISHED, DRAFT_ONLY],
      isPublished: false,
    });
    expect(draft).toMatchObject({ version: 1, hasDraftChanges: true });
    return form.id;
  }

  it("checks the published version only: a draft-only field is refused by name, the published ones are taken", async () => {
    const formId = await formWithDraft();
    const client = await signedIn("client", { firstName: "Casey", lastName: "Rivera" });

    // Filling the draft's field: before, 201 (the draft was the rule).
    const drafted = await post(
      { formId, data: { ...ANSWERS, employer: "Acme" } },
      freshIp(),
      client.cookie,
    );
    expect(drafted.status).toBe(400);
    expect((await drafted.json()).fieldErrors).toEqual({
      employer: ["employer is not a field of this form"],
    });
    expect(await FormSubmission.count({ where: { formId } })).toBe(0);

    // Only the published fields: before, 400 "Employer is required" (the draft's label).
    const response = await post(
      { formId, submitterName: "Someone Else", submitterEmail: "x@y.test", data: ANSWERS },
      "10.51.0.9",
      client.cookie,
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      formId,
      submitterName: "Casey Rivera",
      submitterEmail: client.user.email,
      data: ANSWERS,
    });
    // Recorded as the screen records it: the version answered and the client who sent it.
    expect(await FormSubmission.findByPk(body.id)).toMatchObject({
      formVersion: 1,
      submittedBy: client.user.id,
      ipAddress: "10.51.0.9",
    });
    expect(
      await AuditEvent.findOne({
        where: { action: "submission_received", targetId: String(body.id) },
      }),
    ).toMatchObject({ actorId: client.user.id });
  });

  it("refuses a visitor with 401 and staff or an administrator with 403, storing nothing", async () => {
    const formId = await formWithDraft();
    const visitor = await post({ formId, data: ANSWERS });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: "Not signed in" });
    for (const role of ["staff", "admin"] as const) {
      const { cookie } = await signedIn(role);
      expect((await post({ formId, data: ANSWERS }, freshIp(), cookie)).status).toBe(403);
    }
    // Whatever the answers: a visitor is not told whether they would have passed.
    expect((await post({ formId, data: { ...ANSWERS, employer: "Acme" } })).status).toBe(401);
    expect(await FormSubmission.count({ where: { formId } })).toBe(0);
  });

  it("checks each answer with the screen's rules and messages", async () => {
    // A single checkbox (true or false) too, as forms made before checkbox groups have.
    const agree = { id: "agree", type: "checkbox", label: "I confirm", required: true } as const;
    const form = await buildPublishedForm({ fields: [...(PUBLISHED as FormField[]), agree] });
    const formId = form.id;
    const { cookie } = await signedIn("client");
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        { state: "Texas", agree: true },
        { full_name: ["Full Name is required"], state: ["Choose one of the options for State"] },
      ],
      [{ ...ANSWERS, agree: "yes" }, { agree: ["I confirm must be true or false"] }],
      [{ ...ANSWERS, agree: false }, { agree: ["I confirm is required"] }],
      [
        { ...ANSWERS, agree: true, areas: ["Knee"] },
        { areas: ["Choose one of the options for Areas"] },
      ],
      [{ ...ANSWERS, agree: true, full_name: ["Ana"] }, { full_name: ["Full Name must be text"] }],
      [
        { ...ANSWERS, agree: true, full_name: { first: "Ana" } },
        { full_name: ["Full Name must be text"] },
      ],
      [
        { ...ANSWERS, agree: true, proof: "lease.pdf" },
        { proof: ["Proof: send the file from the form's page"] },
      ],
    ];
    for (const [data, fieldErrors] of cases) {
      const response = await post({ formId, data }, freshIp(), cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual(fieldErrors);
    }
    expect(await FormSubmission.count({ where: { formId } })).toBe(0);
    const taken = await post({ formId, data: { ...ANSWERS, agree: true } }, freshIp(), cookie);
    expect(taken.status).toBe(201);
    expect((await taken.json()).data).toEqual({ ...ANSWERS, agree: true });
  });

  it("answers 404 for a draft or unknown form, to a client", async () => {
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    const draft = await createForm(staff, { title: "Never published", fields: PUBLISHED });
    const { cookie } = await signedIn("client");
    for (const formId of [draft.id, 999_999]) {
      const response = await post({ formId, data: ANSWERS }, freshIp(), cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Form not found" });
    }
  });
});

describe("GET /api/form-submissions", () => {
  const list = async (query: string, cookie: string) => {
    const response = (await loader(
      routeArgs(getRequest(`/api/form-submissions${query}`, cookie)),
    )) as Response;
    return { status: response.status, body: await response.json() };
  };

  it("answers staff and administrators the list /submissions shows: filtered, newest first, bounded", async () => {
    const form = await Form.create({
      title: "Bulk Form",
      fields: [],
      isPublished: true,
      notificationSettings: { email: false, sms: false },
    });
    const start = Date.parse("2026-01-01T00:00:00Z");
    await FormSubmission.bulkCreate(
      Array.from({ length: 205 }, (_, i) => ({
        formId: form.id,
        submitterEmail: `person${i}@example.test`,
        submitterName: `Person ${i}`,
        data: { n: i },
        reviewedAt: i % 2 === 0 ? new Date() : null,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    for (const role of ["staff", "admin"] as const) {
      const { cookie } = await signedIn(role);
      const all = await list(`?formId=${form.id}&limit=100000`, cookie);
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(205);
      expect(all.body.items).toHaveLength(200);
      expect(all.body.items[0]).toMatchObject({
        submitterName: "Person 204",
        formTitle: "Bulk Form",
        withheld: [],
      });
      const pending = await list(`?formId=${form.id}&status=pending&dir=asc&limit=2`, cookie);
      expect(pending.body.total).toBe(102);
      expect(
        pending.body.items.map((item: { submitterName: string }) => item.submitterName),
      ).toEqual(["Person 1", "Person 3"]);
      const next = await list(`?formId=${form.id}&status=pending&dir=asc&limit=2&offset=2`, cookie);
      expect(next.body.items[0].submitterName).toBe("Person 5");
    }
  });

  it("withholds the story of an undecided potential conflict from attorneys who do not decide it", async () => {
    await buildConsultationForm();
    const attorney = toPublicUser(await buildUser({ role: "staff" }));
    const matter = await buildCase({ staffId: attorney.id, title: "Harlow v. Quintessa Freight" });
    // The firm's client's co-party: naming them as the other side is a conflict (issue 36).
    await addCaseParty(attorney, matter.id, {
      name: "Quintessa Freight Lines LLC",
      kind: "organisation",
      role: "co_party",
    });
    const asked = await post(
      payload(
        consultationValues({
          lastName: "Withheld",
          otherParties: "Quintessa Freight Lines Inc.",
        }),
      ),
    );
    const { id } = await asked.json();
    const find = async (cookie: string) =>
      (await list("?formId=1&limit=200", cookie)).body.items.find(
        (item: { id: number }) => item.id === id,
      );
    const other = await find((await signedIn("staff")).cookie);
    expect(other.withheld).toEqual(WITHHELD_FIELDS);
    expect(other.data).not.toHaveProperty("incidentDescription");
    expect(other.data.lastName).toBe("Withheld");
    const admin = await find((await signedIn("admin")).cookie);
    expect(admin.withheld).toEqual([]);
    expect(admin.data.incidentDescription).toBe(consultationValues().incidentDescription);
  });

  it("answers 400 naming a bad filter", async () => {
    const { cookie } = await signedIn("staff");
    for (const [query, field] of [
      ["?status=open", "status"],
      ["?limit=ten", "limit"],
      ["?dir=up", "dir"],
    ]) {
      const response = await list(query, cookie);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toHaveProperty(field);
    }
  });
});
