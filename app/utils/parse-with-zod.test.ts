import { parseWithZod as conformParseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type * as core from "zod/v4/core";
import { RegisterSchema, SignInSchema } from "./auth-schemas";
import {
  AddMemberSchema,
  NewArticleSchema,
  NewChannelSchema,
  NewResourceClientSchema,
  NewTaskSchema,
  SendMessageSchema,
  TaskIdSchema,
} from "./collaboration-schemas";
import { ConsultationSchema } from "./consultation-schema";
import { IntakeDetailsSchema, IntakeMessageSchema } from "./intake-schemas";
import { parseWithZod } from "./parse-with-zod";
import { CaseDocumentClientSchema, ClientMessageSchema } from "./portal-schemas";

/**
 * Our parseWithZod must answer every form exactly as Conform's does (it exists only to keep zod's
 * full build out of the browser). Each form gets the submissions people send — nothing, blanks,
 * spaces, good answers, bad ones — and some nobody sends from our pages (a field twice, a file
 * where text belongs), since the server answers those too.
 */
const emptyFile = () => new File([], "");
const pdf = () => new File(["%PDF-1.4"], "brief.pdf", { type: "application/pdf" });

type Entries = Array<[string, string | File]>;
const FORMS: Array<[string, core.$ZodType, Entries[]]> = [
  [
    "sign in",
    SignInSchema,
    [
      [],
      [
        ["email", ""],
        ["password", ""],
      ],
      [
        ["email", "  Staff@Demo.TEST "],
        ["password", "x"],
      ],
      [
        ["email", "not-an-email"],
        ["password", "y".repeat(201)],
      ],
      [
        ["email", "a@b.co"],
        ["email", "c@d.co"],
      ],
    ],
  ],
  [
    "register",
    RegisterSchema,
    [
      [],
      [
        ["firstName", " Ada "],
        ["lastName", "Lovelace"],
        ["email", "ada@example.com"],
        ["password", "secret"],
      ],
      [
        ["firstName", "   "],
        ["lastName", "x".repeat(101)],
        ["email", "ada@"],
        ["password", "p".repeat(73)],
        ["role", "admin"],
      ],
      [
        ["firstName", "A"],
        ["lastName", "B"],
        ["email", "a@b.co"],
        ["password", "pw"],
        ["role", "staff"],
      ],
      [["role", ""]],
      [["role", "wizard"]],
    ],
  ],
  [
    "consultation",
    ConsultationSchema,
    [
      [],
      [
        ["firstName", "Priya"],
        ["lastName", "Shah"],
        ["email", " priya@example.com "],
        ["phone", ""],
        ["incidentDate", ""],
        ["incidentDescription", "Rear-ended at a light on Main St."],
        ["agreeToTerms", "on"],
      ],
      [
        ["firstName", "Priya"],
        ["lastName", "Shah"],
        ["email", "priya@example.com"],
        ["phone", "+1 (555) 123-4567"],
        ["incidentDate", "2024-02-29"],
        ["incidentDescription", "Slipped on a wet floor in a shop."],
        ["injured", "yes"],
        ["agreeToTerms", "on"],
      ],
      [
        ["phone", "12"],
        ["incidentDate", "2999-01-01"],
        ["incidentDescription", "short"],
        ["injured", "maybe"],
        ["agreeToTerms", "yes"],
      ],
      [
        ["incidentDate", "31/12/2020"],
        ["email", emptyFile()],
        ["firstName", pdf()],
      ],
    ],
  ],
  ["send message", SendMessageSchema, [[], [["content", "   "]], [["content", " Hello "]]]],
  [
    "new channel",
    NewChannelSchema,
    [
      [],
      [["channelName", "x"]],
      [
        ["channelName", "Case strategy"],
        ["description", "  "],
        ["isPrivate", "on"],
      ],
      [
        ["channelName", "y"],
        ["description", "Anyone on staff"],
        ["isPrivate", "true"],
      ],
    ],
  ],
  [
    "add member",
    AddMemberSchema,
    [[], [["userId", ""]], [["userId", "7"]], [["userId", "abc"]], [["userId", "0"]]],
  ],
  [
    "new task",
    NewTaskSchema,
    [
      [],
      [
        ["title", ""],
        ["caseId", "abc"],
        ["assignedTo", ""],
        ["dueDate", ""],
        ["priority", ""],
      ],
      [
        ["title", "Serve the defendant"],
        ["description", "Use the process server on Main St."],
        ["priority", "high"],
        ["dueDate", "2031-03-14"],
        ["assignedTo", "2"],
        ["caseId", "1"],
      ],
      [
        ["title", "T"],
        ["priority", "someday"],
        ["dueDate", "2031-02-30"],
        ["assignedTo", "-1"],
      ],
    ],
  ],
  ["task id", TaskIdSchema, [[], [["taskId", "12"]], [["taskId", "1.5"]]]],
  [
    "new article",
    NewArticleSchema,
    [
      [],
      [
        ["title", "Filing"],
        ["category", "Procedures"],
        ["content", "Step one"],
      ],
    ],
  ],
  [
    "upload resource",
    NewResourceClientSchema,
    [
      [["file", emptyFile()]],
      [
        ["name", "Checklist"],
        ["category", "Checklists"],
        ["file", pdf()],
      ],
      [
        ["name", "Script"],
        ["category", "Tools"],
        ["description", ""],
        ["file", new File(["echo"], "run.sh", { type: "text/x-sh" })],
      ],
    ],
  ],
  ["intake message", IntakeMessageSchema, [[], [["content", "I was hurt at work"]]]],
  [
    "intake details",
    IntakeDetailsSchema,
    [
      [],
      [
        ["firstName", "Casey"],
        ["caseType", "Personal Injury"],
        ["urgency", "high"],
        ["description", "A truck hit my car at a crossing."],
      ],
      [
        ["firstName", "Casey"],
        ["lastName", ""],
        ["email", " Casey@Example.com "],
        ["phone", "555 123 4567"],
        ["caseType", "Personal Injury"],
        ["urgency", "low"],
        ["description", "A truck hit my car at a crossing."],
        ["communicationMethod", "Phone"],
        ["budgetRange", ""],
      ],
      [
        ["firstName", "C"],
        ["email", "nope"],
        ["phone", "12"],
        ["caseType", "space_law"],
        ["urgency", ""],
        ["communicationMethod", "pigeon"],
      ],
    ],
  ],
  [
    "client message",
    ClientMessageSchema,
    [
      [],
      [
        ["caseId", "1"],
        ["subject", ""],
        ["content", "When is the hearing?"],
      ],
      [
        ["caseId", "x"],
        ["subject", "s".repeat(256)],
        ["content", ""],
      ],
    ],
  ],
  [
    "case document",
    CaseDocumentClientSchema,
    [
      [
        ["caseId", ""],
        ["file", emptyFile()],
      ],
      [
        ["caseId", "1"],
        ["file", pdf()],
      ],
    ],
  ],
];

const formData = (entries: Entries) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

/** What a submission says, without its reply function. */
const answer = ({ status, payload, ...rest }: Record<string, unknown>) => ({
  status,
  payload,
  value: "value" in rest ? rest.value : undefined,
  error: "error" in rest ? rest.error : undefined,
});

describe("parseWithZod answers as Conform's does", () => {
  for (const [form, schema, submissions] of FORMS) {
    it(form, () => {
      const statuses = submissions.map((entries) => {
        const ours = parseWithZod(formData(entries), { schema });
        const conforms = conformParseWithZod(formData(entries), { schema });
        expect(answer(ours), JSON.stringify(entries)).toEqual(answer(conforms));
        return ours.status;
      });
      // Each form is tried with answers it takes and answers it refuses.
      expect(new Set(statuses)).toEqual(new Set(["success", "error"]));
    });
  }
});

describe("parseWithZod", () => {
  it("coerces as a form needs: a blank is no answer, a ticked box is true", () => {
    const submission = parseWithZod(
      formData([
        ["channelName", "Case strategy"],
        ["description", ""],
        ["isPrivate", "on"],
      ]),
      { schema: NewChannelSchema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      channelName: "Case strategy",
      description: null,
      isPrivate: true,
    });
  });

  it("names each field's messages as Conform does", () => {
    const submission = parseWithZod(formData([["title", " "]]), { schema: NewArticleSchema });
    expect(submission.status !== "success" && submission.error).toEqual({
      title: ["Title is required"],
      category: ["Category is required"],
      content: ["Content is required"],
    });
  });
});
