import { describe, expect, it } from "vitest";
import { namesFromAnswer } from "./other-side";

describe("namesFromAnswer", () => {
  it.each([
    ["John Smith", ["John Smith"]],
    ["My landlord John Smith and Smith Properties LLC", ["John Smith", "Smith Properties LLC"]],
    [
      "The Metro Transit Authority, their insurer Acme Insurance Co.",
      ["Metro Transit Authority", "Acme Insurance Co."],
    ],
    ["It's the City of Springfield.", ["City of Springfield"]],
    ["Smith & Jones LLP\nDr. Alan Grant", ["Smith & Jones LLP", "Dr. Alan Grant"]],
    ["José García; Bank of Springfield", ["José García", "Bank of Springfield"]],
    ["Acme Widgets, Inc.", ["Acme Widgets Inc."]],
    ["acme insurance\nmy landlord john smith", ["acme insurance", "john smith"]],
    ["the driver of the other car, i don't know his name", []],
  ])("%s", (answer, names) => {
    expect(namesFromAnswer(answer)).toEqual(names);
  });

  it.each(["no one", "None.", "Nobody", "I'd rather not say.", "not sure", "n/a", ""])(
    "names nobody in %j",
    (answer) => {
      expect(namesFromAnswer(answer)).toEqual([]);
    },
  );

  it("keeps each name once and at most ten", () => {
    const many = Array.from({ length: 14 }, (_, i) => `Person Number${i}`).join("\n");
    expect(namesFromAnswer(`${many}\nPerson Number0`)).toHaveLength(10);
    expect(namesFromAnswer("John Smith\njohn smith")).toEqual(["John Smith"]);
  });
});
