import { describe, expect, it } from "vitest";
import { formData, itNamesRequiredFields } from "../../tests/factories/form-specs";
import { centsBody } from "./injury-forms";
import { parseWithZod } from "./parse-with-zod";
import { TRUST_FORM_SPECS } from "./trust-form-specs";
import { TrustPaymentFormSchema, TrustReverseFormSchema } from "./trust-forms";

describe("the trust pages' form specs", () => {
  itNamesRequiredFields(TRUST_FORM_SPECS);
});

describe("the trust pages' forms", () => {
  it("read a payment's dollars as the /api's cents", () => {
    const sent = parseWithZod(
      formData({
        accountId: "3",
        amountDollars: "36,000",
        payee: "Smith & Lee LLP",
        reference: "1042",
        paidOn: "11/20/2026",
        statementLine: "Attorney's fee",
        memo: "",
      }),
      { schema: TrustPaymentFormSchema },
    );
    expect(sent.status === "success" && centsBody(sent.value)).toEqual({
      accountId: 3,
      amountCents: 3_600_000,
      payee: "Smith & Lee LLP",
      reference: "1042",
      paidOn: "2026-11-20",
      statementLine: "Attorney's fee",
      memo: null,
    });
  });

  it("asks why an entry is reversed", () => {
    const refused = parseWithZod(formData({ entryId: "7", reason: " " }), {
      schema: TrustReverseFormSchema,
    });
    expect(refused.status === "error" && refused.error).toEqual({
      reason: ["Reason is required"],
    });
  });
});
