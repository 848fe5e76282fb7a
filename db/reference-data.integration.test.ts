import { describe, expect, it } from "vitest";
import { action as publicFormAction } from "~/routes/public-form";
import {
  Form,
  FormSubmission,
  FormVersion,
  OnboardingFlow,
  SitePage,
  SystemSetting,
  Tutorial,
  User,
  sequelize,
} from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { consultationFormFields, formRequest, routeArgs } from "../tests/factories/requests";
import { prepareDatabase } from "./migrator";

// The file's database is migrated and empty, and SEED_DEMO is false (tests/setup/database.ts).
describe("reference data without the demo", () => {
  const counts = async () => ({
    forms: await Form.count({ where: { id: CONSULTATION_FORM_ID } }),
    formVersions: await FormVersion.count({ where: { formId: CONSULTATION_FORM_ID, version: 1 } }),
    flows: await OnboardingFlow.count(),
    tutorials: await Tutorial.count(),
    settings: await SystemSetting.count(),
    pages: await SitePage.count(),
  });

  it("creates the consultation form, the tours, the tutorials and the settings, once", async () => {
    const first = await prepareDatabase(sequelize, { seedDemo: false });
    expect(first.seeds).toEqual([]);
    // Settings, the consultation form and its version 1, each tutorial's steps (a tour), the tutorials, the pages.
    expect(first.referenceRows).toBe(1 + 1 + 1 + 6 + 6 + 3);
    expect(await counts()).toEqual({
      forms: 1,
      formVersions: 1,
      flows: 6,
      tutorials: 6,
      settings: 1,
      pages: 3,
    });
    expect(await User.count()).toBe(0);
    const settings = await SystemSetting.findByPk(1);
    expect(settings!.supportEmail).toBe(DEFAULT_SETTINGS.supportEmail);

    // A second start changes nothing, and never overwrites what an administrator changed.
    await Form.update({ title: "Our consultation" }, { where: { id: CONSULTATION_FORM_ID } });
    const second = await prepareDatabase(sequelize, { seedDemo: false });
    expect(second).toEqual({ migrations: [], referenceRows: 0, seeds: [] });
    expect(await counts()).toEqual({
      forms: 1,
      formVersions: 1,
      flows: 6,
      tutorials: 6,
      settings: 1,
      pages: 3,
    });
    expect((await Form.findByPk(CONSULTATION_FORM_ID))!.title).toBe("Our consultation");
  });

  it("accepts a consultation request on a database without demo data", async () => {
    await prepareDatabase(sequelize, { seedDemo: false });
    const response = (await publicFormAction(
      routeArgs(formRequest("/public-form", consultationFormFields()), { clientIp: "10.30.0.1" }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/public-form?dialog=success");
    expect(await FormSubmission.count({ where: { formId: CONSULTATION_FORM_ID } })).toBe(1);
  });
});
