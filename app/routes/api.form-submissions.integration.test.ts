import { beforeAll, describe, expect, it } from "vitest";
import { Form, FormSubmission, Notification } from "~/models/index.server";
import { action } from "~/routes/api.form-submissions";
import { buildConsultationForm, consultationValues } from "../../tests/factories/forms";
import { jsonRequest, routeArgs } from "../../tests/factories/requests";
import { buildUser } from "../../tests/factories/users";

let ipCounter = 0;
const freshIp = () => `10.50.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (body: unknown, ip = freshIp()) =>
  action(
    routeArgs(jsonRequest("/api/form-submissions", body), { clientIp: ip }),
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

  it("answers 404 for an unknown or unpublished form", async () => {
    expect((await post({ ...payload(), formId: 999 })).status).toBe(404);
    const draft = await Form.create({
      title: "Draft",
      fields: [],
      isPublished: false,
      notificationSettings: { email: false, sms: false },
    });
    const response = await post({ ...payload(), formId: draft.id });
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
    const { vi } = await import("vitest");
    const spy = vi.spyOn(Notification, "bulkCreate").mockRejectedValueOnce(new Error("disk full"));
    const response = await post(payload());
    spy.mockRestore();
    expect(response.status).toBe(500);
    expect(await FormSubmission.count()).toBe(before);
  });
});
