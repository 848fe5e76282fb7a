import { describe, expect, it } from "vitest";
import {
  assessUrgency,
  classifyCaseType,
  daysAhead,
  extractBudget,
  extractContactMethod,
  extractLastName,
  extractName,
  practiceAreaFromAnswer,
  storySentences,
} from "./extraction";

/** One test a row: what the client wrote, and what `read` makes of it. */
function eachReading<T>(read: (text: string) => T, title: string, rows: Array<[string, T]>) {
  it.each(rows)(title, (text, reading) => {
    expect(read(text)).toEqual(reading);
  });
}

describe("extractName", () => {
  eachReading((text) => extractName(text, true), "reads %j as an answer to the name question", [
    ["Maria Gonzalez", { firstName: "Maria", lastName: "Gonzalez" }],
    ["james o'connor", { firstName: "James", lastName: "O'Connor" }],
    ["My name is Aisha Bello", { firstName: "Aisha", lastName: "Bello" }],
    ["Reyes, Daniel", { firstName: "Daniel", lastName: "Reyes" }],
    ["Dr. Helen Park", { firstName: "Helen", lastName: "Park" }],
    ["Jane M. Doe", { firstName: "Jane", lastName: "Doe" }],
    ["Diego Hernández López", { firstName: "Diego", lastName: "Hernández López" }],
    ["Derek Simmons, and my number is (702) 555-0150", { firstName: "Derek", lastName: "Simmons" }],
    [
      "Hi, I'm Tyrone Jackson. My landlord gave me a notice.",
      { firstName: "Tyrone", lastName: "Jackson" },
    ],
    ["its ben", { firstName: "Ben" }],
  ]);

  it("finds no name in a story, a greeting or a refusal", () => {
    expect(extractName("My son was arrested last night and he's still in jail.", true)).toEqual({});
    expect(extractName("Please help, my husband was detained.", true)).toEqual({});
    expect(extractName("hi", true)).toEqual({});
    expect(extractName("I'd rather not say", true)).toEqual({});
  });

  it("outside the name question, needs an introduction with a capitalised name", () => {
    expect(extractName("Hello, my name is grace kim, email me", false)).toEqual({
      firstName: "Grace",
      lastName: "Kim",
    });
    expect(extractName("I'm Worried about Monday", false)).toEqual({});
    expect(extractName("I'm paid up on rent", false)).toEqual({});
    expect(extractName("Jane Doe", false)).toEqual({});
  });

  it("reads a last name on its own", () => {
    expect(extractLastName("Adeyemi")).toBe("Adeyemi");
    expect(extractLastName("my last name is o'brien")).toBe("O'Brien");
    expect(extractLastName("I won't tell you that")).toBeUndefined();
  });
});

describe("classifyCaseType", () => {
  eachReading(classifyCaseType, "files %j under %s", [
    ["I was rear-ended at a stoplight and my neck hurts.", "Personal Injury"],
    ["We can't agree on custody of our kids.", "Family"],
    ["I was charged with a DUI.", "Criminal"],
    ["My employer hasn't paid me overtime.", "Employment"],
    ["My green card application was denied.", "Immigration"],
    ["I want to update my will and set up a trust.", "Estate Planning"],
    ["My landlord kept my security deposit.", "Real Estate and Landlord–Tenant"],
    ["A supplier broke our contract.", "Business and Contracts"],
    ["Collectors are garnishing my wages for credit card debt.", "Bankruptcy and Debt"],
  ]);

  it("weighs the story as a whole: an employer sponsoring a visa is immigration", () => {
    expect(
      classifyCaseType("My employer wants to sponsor me for a green card on my H-1B visa."),
    ).toBe("Immigration");
    expect(classifyCaseType("I lost my job and can't keep up with child support.")).toBe("Family");
  });

  it("does not read the verb 'will' as a testament", () => {
    expect(classifyCaseType("The court will decide and my lawyer will call.")).toBeUndefined();
  });

  it("names nothing when nothing points anywhere, and the answer to the question decides", () => {
    expect(classifyCaseType("A drone keeps flying over my garden.")).toBeUndefined();
    expect(practiceAreaFromAnswer("I guess family law")).toBe("Family");
    expect(practiceAreaFromAnswer("real estate")).toBe("Real Estate and Landlord–Tenant");
    expect(practiceAreaFromAnswer("I really don't know")).toBe("Other");
  });
});

describe("assessUrgency", () => {
  eachReading(assessUrgency, "%j is %s", [
    ["My son was arrested last night.", "urgent"],
    ["There's a warrant out for my arrest from two years ago.", "urgent"],
    ["He threatened me and I'm scared for my safety.", "urgent"],
    ["I have to be out of the apartment by Friday.", "urgent"],
    ["The eviction hearing is tomorrow.", "urgent"],
    ["My removal hearing is next Thursday.", "urgent"],
    ["My court date is in three weeks.", "high"],
    ["I was served with a lawsuit.", "high"],
    ["They are garnishing my wages.", "high"],
    ["I'm still in the hospital after surgery.", "high"],
    ["The juvenile court date is on the 14th.", "high"],
    ["I want to update my will. There's no rush.", "low"],
    ["We want to write wills. Nothing urgent.", "low"],
    ["I was rear-ended last Tuesday.", "medium"],
    ["He was arrested two years ago and the case is closed.", "medium"],
    ["I was fired two weeks ago.", "medium"],
  ]);

  eachReading(daysAhead, "counts days ahead, not days ago: %j is %s", [
    ["in ten days", 10],
    ["I have 20 days to respond", 20],
    ["in two months", 60],
    ["two weeks ago", undefined],
    ["a week later", undefined],
    ["last Tuesday", undefined],
  ]);
});

describe("preferences", () => {
  eachReading(extractContactMethod, "%j prefers %s", [
    ["Email is best.", "Email"],
    ["Please call, don't email, he might read it.", "Phone"],
    ["Don't call me, email instead.", "Email"],
    ["Video call, please.", "Video call"],
    ["Text messages work best.", "Text message"],
    ["I'd like to meet in person at your office.", "In person"],
    ["no preference", undefined],
  ]);

  eachReading(extractBudget, "%j is a budget of %s", [
    ["Somewhere between $2,000 and $5,000.", "$2,000–$5,000"],
    ["Maybe $1,000-2,000.", "$1,000–$2,000"],
    ["2k to 5k", "$2,000–$5,000"],
    ["I can't spend more than $3,000.", "Up to $3,000"],
    ["Under $2,000.", "Up to $2,000"],
    ["Up to 2,500 dollars.", "Up to $2,500"],
    ["up to $10k", "Up to $10,000"],
    ["Around $1,500.", "About $1,500"],
    ["$5,000 or so", "About $5,000"],
    ["at least $10,000", "$10,000+"],
    ["I was hoping you work on contingency.", "Contingency"],
    ["I can't afford much.", "Low-cost or free"],
    ["Not sure about budget.", undefined],
    ["I have 2 kids", undefined],
  ]);

  it("reads a bare number as money only in an answer about the budget", () => {
    expect(extractBudget("under 1000", { bare: true })).toBe("Up to $1,000");
    expect(extractBudget("under 1000")).toBeUndefined();
  });
});

describe("storySentences", () => {
  it("keeps the story and leaves out introductions and contact details", () => {
    expect(
      storySentences(
        "Hello, my name is Grace Kim, email grace.kim@gmail.com. I was hit by a car on Monday and broke my leg.",
        true,
      ),
    ).toEqual(["I was hit by a car on Monday and broke my leg."]);
  });

  it("outside the opening, keeps only sentences about a legal matter", () => {
    expect(storySentences("I'd rather not give my phone number.", false)).toEqual([]);
    expect(storySentences("Also, my eviction hearing is tomorrow.", false)).toEqual([
      "Also, my eviction hearing is tomorrow.",
    ]);
  });
});
