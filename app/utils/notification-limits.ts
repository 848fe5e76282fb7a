/** The compact panel's size and the full list's bound (spec section 9), for the server and the bell. */
export const COMPACT_LIMIT = 10;
export const LIST_LIMIT = 100;

/**
 * The bell's unread count once a poll has answered. The poll lists at most LIST_LIMIT: a full list
 * means at least that many, and the count the page came with (counted in the database) may know
 * more, so 126 unread do not become "100 unread" after the first poll.
 */
export function unreadAfterPoll(polled: readonly unknown[], pageCount: number): number {
  return polled.length < LIST_LIMIT ? polled.length : Math.max(polled.length, pageCount);
}
