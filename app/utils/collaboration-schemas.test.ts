import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { NewChannelSchema, NewResourceClientSchema, NewTaskSchema } from "./collaboration-schemas";

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
      "Only PDF, Word, Excel, text, PNG and JPEG files can be uploaded",
    ]);
    expect(check(new File([], "", { type: "application/octet-stream" }))).toEqual([
      "Choose a file to upload",
    ]);
  });
});
