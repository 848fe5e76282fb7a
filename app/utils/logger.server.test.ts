import { afterEach, describe, expect, it, vi } from "vitest";
import { loggedPath, logger } from "./logger.server";

afterEach(() => vi.restoreAllMocks());

describe("logger", () => {
  it("writes one JSON line per call and masks secret-looking fields", () => {
    process.env.LOG_LEVEL = "info";
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    logger.info("sign in", {
      email: "a@b.test",
      password: "hunter2",
      sessionId: "abc",
      cookie: "__session=x",
    });
    process.env.LOG_LEVEL = "silent";
    expect(write).toHaveBeenCalledTimes(1);
    const line = String(write.mock.calls[0][0]);
    expect(line.endsWith("\n")).toBe(true);
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({
      level: "info",
      msg: "sign in",
      email: "a@b.test",
      password: "[redacted]",
      sessionId: "[redacted]",
      cookie: "[redacted]",
    });
    expect(line).not.toMatch(/hunter2|__session=x/);
  });

  it("masks an invitation link's token in a path: it signs someone in", () => {
    process.env.LOG_LEVEL = "info";
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    logger.error("page failed", { path: "/invitations/abcDEF123_-xyz.data", where: "/cases/3" });
    process.env.LOG_LEVEL = "silent";
    const line = String(write.mock.calls[0][0]);
    expect(JSON.parse(line)).toMatchObject({ path: "/invitations/[token]", where: "/cases/3" });
    expect(line).not.toContain("abcDEF123");
    expect(loggedPath("/cases/12")).toBe("/cases/12");
    expect(loggedPath("/INVITATIONS/abc")).toBe("/INVITATIONS/[token]");
    expect(loggedPath("/reset-password/abc123")).toBe("/reset-password/[token]");
    expect(loggedPath("/calendar/feed/abc123.ics")).toBe("/calendar/feed/[token]");
    expect(loggedPath("/calendar/events/12.ics")).toBe("/calendar/events/12.ics");
  });

  it("writes errors to stderr with their message", () => {
    process.env.LOG_LEVEL = "info";
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    logger.error("boom", { error: new Error("disk full") });
    process.env.LOG_LEVEL = "silent";
    expect(JSON.parse(String(write.mock.calls[0][0])).error.message).toBe("disk full");
  });
});
