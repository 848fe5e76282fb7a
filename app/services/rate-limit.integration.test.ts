import { describe, expect, it } from "vitest";
import { FormSubmission, RateLimit } from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { buildConsultationForm, consultationValues } from "../../tests/factories/forms";
import { FACTORY_PASSWORD, buildUser } from "../../tests/factories/users";
import { signIn } from "./auth.server";
import { giveBack, takeHit } from "./rate-limit.server";
import { createSubmission } from "./submissions.server";

const unique = (name: string) => `${name}:${Math.random().toString(36).slice(2)}`;

/** What each of `count` calls made at once came to: its status, or "ok". */
async function allAtOnce(count: number, call: () => Promise<unknown>) {
  const settled = await Promise.allSettled(Array.from({ length: count }, call));
  return settled.map((result) =>
    result.status === "fulfilled" ? "ok" : ((result.reason as { status?: number }).status ?? 500),
  );
}

const tally = (outcomes: Array<string | number>) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  }, {});

describe("the limiter", () => {
  it("admits at most the limit of hits taken at once, and counts every one", async () => {
    const bucket = unique("test");
    const limit = { max: 5, windowMs: 60_000 };
    const hits = await Promise.all(Array.from({ length: 30 }, () => takeHit(bucket, limit)));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    const refused = hits.find((hit) => !hit.allowed)!;
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await RateLimit.findByPk(bucket))!.hits).toBe(30);
  });

  it("starts an ended window again at one, and gives a hit back", async () => {
    const bucket = unique("test");
    const limit = { max: 2, windowMs: 60_000 };
    await RateLimit.create({ bucket, hits: 9, resetAt: new Date(Date.now() - 1000) });
    const first = await takeHit(bucket, limit);
    expect(first).toEqual({ allowed: true, hits: 1, retryAfter: 0 });
    await takeHit(bucket, limit);
    expect((await takeHit(bucket, limit)).allowed).toBe(false);
    await giveBack(bucket);
    await giveBack(bucket);
    expect((await takeHit(bucket, limit)).allowed).toBe(true);
  });
});

describe("limits under concurrency", () => {
  it("30 wrong passwords at once for one account: at most 5 are compared, the rest get 429", async () => {
    const user = await buildUser({ role: "client" });
    const outcomes = await allAtOnce(30, () =>
      signIn({ email: user.email, password: "Wrong-Password-1" }, { ip: "10.40.0.1" }),
    );
    expect(tally(outcomes)).toEqual({ 401: 5, 429: 25 });
    // The account stays locked for its window, even for the right password.
    const right = await signIn(
      { email: user.email, password: FACTORY_PASSWORD },
      { ip: "10.40.0.2" },
    )
      .then(() => "ok")
      .catch((error: { status: number }) => error.status);
    expect(right).toBe(429);
  });

  it("20 consultations at once from one address: 5 are stored", async () => {
    await buildConsultationForm();
    const before = await FormSubmission.count();
    const outcomes = await allAtOnce(20, () =>
      createSubmission(
        { formId: CONSULTATION_FORM_ID, data: consultationValues() },
        { ip: "10.40.1.1" },
      ),
    );
    expect(tally(outcomes)).toEqual({ ok: 5, 429: 15 });
    expect((await FormSubmission.count()) - before).toBe(5);
  });

  it("a refused consultation gives its hit back; the right password gives the address's back", async () => {
    await buildConsultationForm();
    const address = "10.40.2.1";
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await createSubmission(
        { formId: CONSULTATION_FORM_ID, data: consultationValues({ email: "not an email" }) },
        { ip: address },
      ).catch((error: { status: number }) => error.status);
      expect(refused).toBe(400);
    }
    const stored = await createSubmission(
      { formId: CONSULTATION_FORM_ID, data: consultationValues() },
      { ip: address },
    );
    expect(stored.submission).not.toBeNull();

    const user = await buildUser({ role: "client" });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await signIn({ email: user.email, password: FACTORY_PASSWORD }, { ip: "10.40.2.2" });
    }
    expect((await RateLimit.findByPk("sign-in:address:10.40.2.2"))!.hits).toBe(0);
  });
});
