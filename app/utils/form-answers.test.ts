import { describe, expect, it } from "vitest";
import type { FormField } from "./domain";
import { ECHO_LIMIT, answerName, readAnswers, storedAnswers } from "./form-answers";

const FIELDS: FormField[] = [
  { id: "full_name", type: "text", label: "Full Name", required: true },
  { id: "story", type: "textarea", label: "What happened", required: false },
  { id: "state", type: "select", label: "State", required: true, options: ["Ohio", "Iowa"] },
  {
    id: "contact",
    type: "radio",
    label: "Contact by",
    required: false,
    options: ["Email", "Phone"],
  },
  {
    id: "injuries",
    type: "checkbox",
    label: "Injuries",
    required: true,
    options: ["Back", "Neck", "Head"],
  },
  { id: "agree", type: "checkbox", label: "I agree", required: true },
  { id: "when", type: "date", label: "Date of incident", required: false },
  { id: "proof", type: "file", label: "Proof", required: true },
];

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(answerName(name), value);
  return data;
}

const valid: Array<[string, string]> = [
  ["full_name", "Ana Lopez"],
  ["story", "A van hit my car."],
  ["state", "Ohio"],
  ["contact", "Phone"],
  ["injuries", "Back"],
  ["injuries", "Head"],
  ["agree", "on"],
  ["when", "2026-03-14"],
  ["proof", "photo.png"],
];

describe("readAnswers", () => {
  it("takes a complete set of answers, a checkbox group as its chosen options", () => {
    const { values, errors } = readAnswers(FIELDS, form(valid));
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      full_name: "Ana Lopez",
      injuries: ["Back", "Head"],
      agree: "on",
      when: "2026-03-14",
      proof: "photo.png",
    });
  });

  it("names the label of each missing required answer", () => {
    const { values, errors } = readAnswers(FIELDS, form([["full_name", "   "]]));
    expect(errors).toEqual({
      full_name: ["Full Name is required"],
      state: ["State is required"],
      injuries: ["Choose at least one option for Injuries"],
      agree: ["I agree is required"],
      proof: ["Proof is required"],
    });
    // What was typed comes back as typed.
    expect(values.full_name).toBe("   ");
  });

  it("refuses a choice that is not one of the field's options", () => {
    const answers = valid.map(([name, value]): [string, string] =>
      name === "state" ? [name, "Texas"] : name === "contact" ? [name, "Fax"] : [name, value],
    );
    answers.push(["injuries", "Knee"]);
    const { errors } = readAnswers(FIELDS, form(answers));
    expect(errors).toEqual({
      state: ["Choose one of the options for State"],
      contact: ["Choose one of the options for Contact by"],
      injuries: ["Choose one of the options for Injuries"],
    });
  });

  it("takes a date as people type it and keeps its day; refuses what is not a date", () => {
    const answering = (when: string) =>
      form(
        valid.map(([name, value]): [string, string] =>
          name === "when" ? [name, when] : [name, value],
        ),
      );
    for (const typed of ["2026-11-20", "11/20/2026", "11-20-2026", "Nov 20 2026"]) {
      const read = readAnswers(FIELDS, answering(typed));
      expect(read.errors).toEqual({});
      expect(read.values.when).toBe("2026-11-20");
    }
    expect(readAnswers(FIELDS, answering("02/30/2026")).errors).toEqual({
      when: ["There is no February 30, 2026: February 2026 has 28 days"],
    });
    expect(readAnswers(FIELDS, answering("tomorrow")).errors).toEqual({
      when: ["Date of incident must be a date, for example 11/20/2026"],
    });
    // A refused date goes back as it was typed.
    expect(readAnswers(FIELDS, answering("2026-13-01")).values.when).toBe("2026-13-01");
  });

  it("limits text to 5,000 characters and a text area to 10,000", () => {
    const answers = (name: string, long: string) =>
      form([...valid.filter(([each]) => each !== name), [name, long]]);
    expect(readAnswers(FIELDS, answers("full_name", "x".repeat(5001))).errors).toEqual({
      full_name: ["Full Name must be at most 5,000 characters"],
    });
    expect(readAnswers(FIELDS, answers("story", "y".repeat(10_001))).errors).toEqual({
      story: ["What happened must be at most 10,000 characters"],
    });
    expect(readAnswers(FIELDS, answers("story", "y".repeat(10_000))).errors).toEqual({});
    expect(readAnswers(FIELDS, answers("full_name", "x".repeat(5000))).errors).toEqual({});
  });

  it("sends a refused answer back cut to its first 500 characters, and the others whole", () => {
    const story = "y".repeat(10_000);
    const answers = valid.map(([name, value]): [string, string] =>
      name === "full_name"
        ? [name, "x".repeat(50_000)]
        : name === "state"
          ? [name, "T".repeat(2000)]
          : name === "when"
            ? [name, "9".repeat(2000)]
            : name === "story"
              ? [name, story]
              : [name, value],
    );
    answers.push(["injuries", "Knee"], ["injuries", "K".repeat(2000)]);
    const { values, errors } = readAnswers(FIELDS, form(answers));
    expect(Object.keys(errors).sort()).toEqual(["full_name", "injuries", "state", "when"]);
    expect(values.full_name).toBe("x".repeat(ECHO_LIMIT));
    expect(values.state).toBe("T".repeat(ECHO_LIMIT));
    expect(values.when).toBe("9".repeat(ECHO_LIMIT));
    // Choices that are not options go back 500 characters at most, in all; a long answer within
    // its limit is kept whole.
    expect(values.injuries).toEqual(["Back", "Head", "Knee"]);
    expect(values.story).toBe(story);
  });

  it("takes a file field's name from the stored files when there are any", () => {
    const without = valid.filter(([name]) => name !== "proof");
    expect(readAnswers(FIELDS, form(without), {}).errors).toEqual({
      proof: ["Proof is required"],
    });
    const { values, errors } = readAnswers(FIELDS, form(without), {
      proof: { fileName: "receipt.pdf" },
    });
    expect(errors).toEqual({});
    expect(values.proof).toBe("receipt.pdf");
    // A file's name sent as text (the preview) does not count once files are read.
    expect(readAnswers(FIELDS, form(valid), {}).errors).toEqual({ proof: ["Proof is required"] });
  });
});

describe("storedAnswers", () => {
  it("keeps trimmed text, a single checkbox as true and a group in the form's order", () => {
    const answers: Array<[string, string]> = [
      ...valid.filter(([name]) => name !== "injuries" && name !== "full_name"),
      ["full_name", "  Ana Lopez  "],
      ["injuries", "Head"],
      ["injuries", "Back"],
    ];
    const { values } = readAnswers(FIELDS, form(answers));
    expect(storedAnswers(FIELDS, values)).toEqual({
      full_name: "Ana Lopez",
      story: "A van hit my car.",
      state: "Ohio",
      contact: "Phone",
      injuries: ["Back", "Head"],
      agree: true,
      when: "2026-03-14",
    });
  });

  it("leaves out answers not given", () => {
    const { values } = readAnswers(FIELDS, form([["full_name", "Ana"]]));
    expect(storedAnswers(FIELDS, values)).toEqual({ full_name: "Ana" });
  });
});
