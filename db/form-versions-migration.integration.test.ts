import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { Form, FormVersion, sequelize } from "~/models/index.server";
import { migrate, migrator } from "./migrator";

describe("the form versions migration", () => {
  it("makes each form published before it version 1 of itself, and leaves drafts at 0", async () => {
    await migrator(sequelize).down({ to: "20261127-01-form-versions" });
    const insert = (title: string, published: boolean) =>
      sequelize.query(
        "INSERT INTO forms (title, description, fields, is_published, notification_settings, created_at, updated_at) " +
          "VALUES (?, ?, ?, ?, ?, ?, ?)",
        {
          replacements: [
            title,
            `${title}, described`,
            JSON.stringify([{ id: "name", type: "text", label: "Name", required: true }]),
            published,
            JSON.stringify({ email: true, sms: false }),
            new Date(),
            new Date(),
          ],
          type: QueryTypes.INSERT,
        },
      );
    await insert("Live form", true);
    await insert("Draft form", false);
    await migrate(sequelize);

    const live = await Form.findOne({ where: { title: "Live form" } });
    const draft = await Form.findOne({ where: { title: "Draft form" } });
    expect(live).toMatchObject({ version: 1, isPublished: true, hasDraftChanges: false });
    expect(draft).toMatchObject({ version: 0, isPublished: false });
    const versions = await FormVersion.findAll({ where: { formId: [live!.id, draft!.id] } });
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      formId: live!.id,
      version: 1,
      title: "Live form",
      description: "Live form, described",
      fields: [{ id: "name", type: "text", label: "Name", required: true }],
    });
  });
});
