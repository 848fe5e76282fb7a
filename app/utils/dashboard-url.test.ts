import { describe, expect, it } from "vitest";
import { dashboardUrl, parseDialog, parseTab } from "./dashboard-url";

describe("dashboard URL state", () => {
  it("reads a known tab and falls back to chat", () => {
    expect(parseTab("tasks")).toBe("tasks");
    expect(parseTab("resources")).toBe("resources");
    expect(parseTab(null)).toBe("chat");
    expect(parseTab("admin")).toBe("chat");
  });

  it("opens a dialog only on its own tab", () => {
    expect(parseDialog("new-task", "tasks")).toBe("new-task");
    expect(parseDialog("new-task", "chat")).toBeNull();
    expect(parseDialog("upload-resource", "resources")).toBe("upload-resource");
    expect(parseDialog("toString", "chat")).toBeNull();
    expect(parseDialog(null, "chat")).toBeNull();
  });

  it("writes the state back, encoded, leaving out what is empty", () => {
    expect(dashboardUrl()).toBe("/dashboard");
    expect(dashboardUrl({ tab: "chat", channel: 3 })).toBe("/dashboard?tab=chat&channel=3");
    expect(dashboardUrl({ tab: "knowledge", q: "fees & costs", dialog: "new-article" })).toBe(
      "/dashboard?tab=knowledge&q=fees+%26+costs&dialog=new-article",
    );
    expect(dashboardUrl({ tab: "tasks", channel: null, q: "" })).toBe("/dashboard?tab=tasks");
  });
});
