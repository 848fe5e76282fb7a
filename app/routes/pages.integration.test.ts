import { beforeAll, describe, expect, it } from "vitest";
import { AuditEvent, SitePage } from "~/models/index.server";
import { action, loader } from "~/routes/pages.$slug";
import { saveSitePage } from "~/services/site-pages.server";
import { seedReferenceData } from "../../db/seed/reference-data";
import { callRoute, formRequest, getRequest } from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";

/** The pages a firm publishes (issue 14): seeded templates, read by anyone, edited by an admin. */

beforeAll(() => seedReferenceData());

const body = async (slug: string) => (await SitePage.findByPk(slug))!.body;

describe("/pages/{slug}", () => {
  it("seeds the terms, privacy policy and accessibility statement as templates that say so", async () => {
    for (const slug of ["terms", "privacy", "accessibility"]) {
      expect(await body(slug)).toMatch(/^This is a template\./);
    }
    // Seeding again leaves an edited page as it is.
    await SitePage.update({ body: "Our own terms." }, { where: { slug: "terms" } });
    expect(await seedReferenceData()).toBe(0);
    expect(await body("terms")).toBe("Our own terms.");
  });

  it("shows a page to anyone, with the support email where its text names it", async () => {
    const page = (await callRoute(loader, getRequest("/pages/accessibility"), {
      slug: "accessibility",
    })) as Awaited<ReturnType<typeof loader>>;
    expect(page.page.title).toBe("Accessibility statement");
    expect(page.canEdit).toBe(false);
    expect(page.blocks).toContainEqual({ kind: "heading", text: "Tell us about a problem" });
    const report = page.blocks.find(
      (b) => b.kind === "paragraph" && b.text.startsWith("If something on this site"),
    );
    expect(report).toMatchObject({ text: expect.stringContaining("write to support@") });
    expect(JSON.stringify(page.blocks)).not.toContain("{supportEmail}");

    const missing = (await callRoute(loader, getRequest("/pages/nope"), {
      slug: "nope",
    })) as Response;
    expect(missing.status).toBe(404);
  });

  it("lets an administrator save a page's text, audited; anyone else is refused and nothing changes", async () => {
    const admin = await signedIn("admin");
    const staff = await signedIn("staff");
    const before = await body("privacy");
    const post = (cookie: string | undefined, fields: Record<string, string>) =>
      callRoute(action, formRequest("/pages/privacy", { intent: "save-page", ...fields }, cookie), {
        slug: "privacy",
      });

    const refused = (await post(staff.cookie, { title: "Privacy", body: "Mine." })) as {
      init: { status: number };
    };
    expect(refused.init.status).toBe(403);
    const anonymous = (await post(undefined, { title: "Privacy", body: "Mine." })) as {
      init: { status: number };
    };
    expect(anonymous.init.status).toBe(401);
    const blank = (await post(admin.cookie, { title: "  ", body: "Our policy." })) as {
      init: { status: number };
    };
    expect(blank.init.status).toBe(400);
    expect(await body("privacy")).toBe(before);

    const saved = (await post(admin.cookie, {
      title: "Privacy policy",
      body: "## What we collect\nYour name.\n\nWrite to {supportEmail}.",
    })) as Response;
    expect(saved.headers.get("Location")).toBe("/pages/privacy");
    expect(await toastOf(saved)).toMatchObject({ title: "Page saved" });
    const page = (await callRoute(loader, getRequest("/pages/privacy", admin.cookie), {
      slug: "privacy",
    })) as Awaited<ReturnType<typeof loader>>;
    expect(page.canEdit).toBe(true);
    expect(page.blocks[0]).toEqual({ kind: "heading", text: "What we collect" });
    const event = await AuditEvent.findOne({
      where: { action: "page_changed", targetId: "privacy" },
    });
    expect(event).toMatchObject({ actorId: admin.user.id, targetType: "page" });

    await expect(
      saveSitePage(admin.user as never, "nope", { title: "X", body: "Y" }, { ip: "10.0.0.1" }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
