import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { NewChannelSchema, NewResourceClientSchema, NewTaskSchema } from "./collaboration-schemas";
import { ServiceError } from "./service-error";
import { parseOrThrow } from "./validation";

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("collaboration forms as the browser sends them", () => {
  it("New Channel: private only when the box is checked", () => {
    const unchecked = parseWithZod(form({ channelName: "general-2" }), {
      schema: NewChannelSchema,
    });
    expect(unchecked.status === "success" && unchecked.value).toEqual({
      channelName: "general-2",
      description: null,
      isPrivate: false,
    });
    const checked = parseWithZod(form({ channelName: "p", isPrivate: "on" }), {
      schema: NewChannelSchema,
    });
    expect(checked.status === "success" && checked.value.isPrivate).toBe(true);
  });

  it("New Task: empty optional fields are nothing, digits become whole numbers", () => {
    const result = parseWithZod(
      form({ title: "t", description: "", priority: "", dueDate: "", assignedTo: "4", caseId: "" }),
      { schema: NewTaskSchema },
    );
    expect(result.status === "success" && result.value).toEqual({
      title: "t",
      description: null,
      priority: "medium",
      dueDate: null,
      assignedTo: 4,
      caseId: null,
    });
  });

  it("Upload: the chosen file is checked before it is sent", () => {
    const check = (file: File) =>
      parseWithZod(form({ name: "n", category: "c", file }), {
        schema: NewResourceClientSchema,
      }).reply().error?.file;
    expect(check(new File(["%PDF"], "a.pdf", { type: "application/pdf" }))).toBeUndefined();
    expect(check(new File(["x"], "a.exe", { type: "application/x-msdownload" }))).toEqual([
      "Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    ]);
    expect(check(new File([], "", { type: "application/octet-stream" }))).toEqual([
      "Choose a file to upload",
    ]);
  });
});

/** What a service answers for this input: the field errors of its 400. */
function refusal(schema: Parameters<typeof parseOrThrow>[0], input: unknown) {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) return error.fieldErrors;
    throw error;
  }
  throw new Error("the input was accepted");
}

describe("collaboration rules as the services apply them to JSON", () => {
  it.each([
    ["a channel with no name", NewChannelSchema, {}, { channelName: ["Channel name is required"] }],
    [
      "a channel with a blank name",
      NewChannelSchema,
      { channelName: "   " },
      { channelName: ["Channel name is required"] },
    ],
    [
      "a channel with a name over 100 characters",
      NewChannelSchema,
      { channelName: "x".repeat(101) },
      { channelName: ["Channel name must be at most 100 characters"] },
    ],
    [
      "a channel with isPrivate that is not a boolean",
      NewChannelSchema,
      { channelName: "ok", isPrivate: "yes" },
      { isPrivate: ["isPrivate must be true or false"] },
    ],
    ["a task with no title", NewTaskSchema, {}, { title: ["Title is required"] }],
    [
      "a task with an unknown priority",
      NewTaskSchema,
      { title: "x", priority: "critical" },
      { priority: ["Priority must be low, medium, high or urgent"] },
    ],
    [
      "a task with an impossible due date",
      NewTaskSchema,
      { title: "x", dueDate: "2030-02-30" },
      { dueDate: ["There is no February 30, 2030: February 2030 has 28 days"] },
    ],
  ])("refuses %s", (_label, schema, body, fieldErrors) => {
    expect(refusal(schema, body)).toEqual(fieldErrors);
  });
});
