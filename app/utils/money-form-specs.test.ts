import { describe, expect, it } from "vitest";
import { formData, itNamesRequiredFields } from "../../tests/factories/form-specs";
import { FeeAgreementFormSchema, feeAgreementBody } from "./fee-forms";
import { MONEY_FORM_SPECS } from "./money-form-specs";
import { parseWithZod } from "./parse-with-zod";
import { SettlementFormSchema, settlementBody } from "./settlement-forms";

describe("the Fees and costs page's form specs", () => {
  itNamesRequiredFields(MONEY_FORM_SPECS);
});

describe("the fee agreement's form", () => {
  it("reads each stage's rate as the retainer writes it into the /api's tiers", () => {
    const sent = parseWithZod(
      formData({
        ratePreSuit: "33 1/3%",
        rateSuitFiled: "40",
        rateTrial: "",
        rateAppeal: "9/20",
        costsBeforeFee: "before",
        signedOn: "3/2/2026",
      }),
      { schema: FeeAgreementFormSchema },
    );
    expect(sent.status === "success" && feeAgreementBody(sent.value)).toEqual({
      tiers: [
        { stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 },
        { stage: "suit_filed", rateNumerator: 2, rateDenominator: 5 },
        { stage: "appeal", rateNumerator: 9, rateDenominator: 20 },
      ],
      costsBeforeFee: true,
      signedOn: "2026-03-02",
    });
    const refused = parseWithZod(formData({ rateTrial: "150%", costsBeforeFee: "after" }), {
      schema: FeeAgreementFormSchema,
    });
    expect(refused.status === "error" && refused.error).toEqual({
      rateTrial: ["The rate at trial can't be more than 100%"],
    });
  });
});

describe("the settlement's form", () => {
  it("takes the rows given, each with its payer and amount", () => {
    const sent = parseWithZod(
      formData({
        payer1: "Acme Mutual",
        amount1Dollars: "60,000",
        payer3: "UIM",
        amount3Dollars: "1.5",
      }),
      { schema: SettlementFormSchema },
    );
    expect(sent.status === "success" && settlementBody(sent.value)).toEqual({
      payments: [
        { payer: "Acme Mutual", amountCents: 6_000_000 },
        { payer: "UIM", amountCents: 150 },
      ],
      liens: null,
      payBills: false,
    });
    // The box ticked: the settlement pays the medical bills still owed.
    const withBills = parseWithZod(
      formData({ payer1: "Acme Mutual", amount1Dollars: "100", payBills: "on" }),
      { schema: SettlementFormSchema },
    );
    expect(withBills.status === "success" && settlementBody(withBills.value).payBills).toBe(true);
    const halves = parseWithZod(formData({ payer1: "Acme", amount2Dollars: "5" }), {
      schema: SettlementFormSchema,
    });
    expect(halves.status === "error" && halves.error).toEqual({
      amount1Dollars: ["Payment 1 needs its amount"],
      payer2: ["Payment 2 needs its payer"],
    });
    const none = parseWithZod(formData({}), { schema: SettlementFormSchema });
    expect(none.status === "error" && none.error).toEqual({
      payer1: ["Give at least one payment"],
    });
  });
});
