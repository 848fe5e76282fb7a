import { describe, expect, it } from "vitest";
import { LIST_LIMIT, unreadAfterPoll } from "./notification-limits";

describe("the bell's unread count after a poll", () => {
  const list = (n: number) => Array.from({ length: n }, (_, id) => ({ id }));

  it("is the poll's own count while the list is not full, however many the page counted", () => {
    expect(unreadAfterPoll(list(0), 126)).toBe(0);
    expect(unreadAfterPoll(list(3), 126)).toBe(3);
    expect(unreadAfterPoll(list(LIST_LIMIT - 1), 5)).toBe(LIST_LIMIT - 1);
  });

  it("keeps the page's larger count when the poll's list is full", () => {
    expect(unreadAfterPoll(list(LIST_LIMIT), 126)).toBe(126);
    expect(unreadAfterPoll(list(LIST_LIMIT), 40)).toBe(LIST_LIMIT);
  });
});
