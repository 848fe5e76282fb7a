import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one page load has already read: a screen's loader and the services it calls each check
 * the same record under their own rule (the case page reads its case for the page, then again
 * for the tab's service), and inside one load the second check can take the first's answer.
 * Only loaders run inside: an action's reads are its transaction's, never shared.
 */
const loads = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/**
 * Runs `work` as one page load: `readOnce` inside it reads each key once. Given `kept` (one
 * request's, AppContext.loads), every loader of that request shares it: a page's frame and its
 * section each check the same case, and the second takes the first's answer.
 */
export function asOneLoad<T>(
  work: () => Promise<T>,
  kept: Map<string, Promise<unknown>> = new Map(),
): Promise<T> {
  return loads.run(kept, work);
}

/**
 * `read()`'s answer, read once per page load for `key` (the key names everything the answer
 * depends on: the record and the reader's rule). Outside a load, read every time. A failed read
 * is not kept, so the next caller tries again and sees its own error.
 */
export function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const kept = loads.getStore();
  if (!kept) return read();
  let answer = kept.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = read();
    kept.set(key, answer);
    answer.catch(() => kept.delete(key));
  }
  return answer;
}
