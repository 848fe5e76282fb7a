import { describe, expect, it } from "vitest";
import { formData, itNamesRequiredFields } from "../../tests/factories/form-specs";
import { INJURY_FORM_SPECS } from "./injury-form-specs";
import { centsBody, dollarsErrors, RemoveFormSchema, RowFormSchema } from "./injury-forms";
import { parseWithZod } from "./parse-with-zod";

describe("the injury file's form specs", () => {
  itNamesRequiredFields(INJURY_FORM_SPECS);
});

describe("the row forms the server alone checks", () => {
  it("remove only with “Yes, remove” ticked, the box the page marks required", () => {
    expect(INJURY_FORM_SPECS.remove.required).toEqual(["confirm"]);
    const refused = parseWithZod(formData({ rowId: "4" }), { schema: RemoveFormSchema });
    expect(refused.status === "error" && refused.error).toEqual({
      confirm: ["Tick “Yes, remove” to remove it"],
    });
    const sent = parseWithZod(formData({ rowId: "4", confirm: "on" }), {
      schema: RemoveFormSchema,
    });
    expect(sent.status === "success" && sent.value).toEqual({ rowId: 4, confirm: true });
    const reviewed = parseWithZod(formData({ rowId: "x" }), { schema: RowFormSchema });
    expect(reviewed.status).toBe("error");
  });
});

describe("the forms' amounts", () => {
  it("are typed in dollars and sent to the service in cents", async () => {
    const schema = await INJURY_FORM_SPECS.bill.load();
    const submission = parseWithZod(
      formData({ providerId: "7", billedDollars: "$1,250.50", paidDollars: "200" }),
      { schema },
    );
    expect(submission.status).toBe("success");
    const body = centsBody(submission.status === "success" ? submission.value : {});
    expect(body).toMatchObject({
      providerId: 7,
      billedCents: 125_050,
      adjustmentCents: null,
      paidCents: 20_000,
    });
  });

  it("are refused in dollars' words, beside their field", async () => {
    const schema = await INJURY_FORM_SPECS.lien.load();
    const submission = parseWithZod(
      formData({ holder: "Medicare", holderKind: "medicare", claimedDollars: "12.345" }),
      { schema },
    );
    expect(submission.status === "error" && submission.error).toEqual({
      claimedDollars: ["Amount claimed must be an amount in dollars, like 1,250.00"],
    });
    expect(dollarsErrors({ paidCents: ["Too much"], providerId: ["No"] })).toEqual({
      paidDollars: ["Too much"],
      providerId: ["No"],
    });
  });
});
