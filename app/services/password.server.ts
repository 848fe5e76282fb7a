import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * bcrypt is deliberately slow (~100 ms at cost 10) and bcryptjs runs on whichever thread calls it,
 * so hashing happens in a small pool of worker threads: a sign-in never stalls other requests.
 */
export const BCRYPT_COST = 10;

const bcryptPath = createRequire(import.meta.url).resolve("bcryptjs");

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", ({ id, op, a, b }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(a, b) : bcrypt.compareSync(a, b);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

type Job = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; busy: number };

const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism()));
const slots: Slot[] = [];
const jobs = new Map<number, Job>();
let nextId = 1;

function startWorker(): Slot {
  const worker = new Worker(workerSource, { eval: true, workerData: { bcryptPath } });
  const slot: Slot = { worker, busy: 0 };
  worker.unref();
  worker.on(
    "message",
    ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const job = jobs.get(id);
      if (!job) return;
      jobs.delete(id);
      slot.busy--;
      if (slot.busy === 0) worker.unref();
      if (error) job.reject(new Error(error));
      else job.resolve(result);
    },
  );
  worker.on("error", (error) => {
    // A crashed worker fails its own jobs; the next call starts a fresh one in its place.
    slots.splice(slots.indexOf(slot), 1);
    for (const [id, job] of jobs) {
      jobs.delete(id);
      job.reject(error);
    }
  });
  return slot;
}

function run<T>(op: "hash" | "compare", a: string, b: string | number): Promise<T> {
  if (slots.length < POOL_SIZE) slots.push(startWorker());
  const slot = slots.reduce((least, candidate) =>
    candidate.busy < least.busy ? candidate : least,
  );
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    jobs.set(id, { resolve: resolve as (value: unknown) => void, reject });
    slot.busy++;
    slot.worker.ref();
    slot.worker.postMessage({ id, op, a, b });
  });
}

export function hashPassword(password: string): Promise<string> {
  return run<string>("hash", password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return run<boolean>("compare", password, hash);
}

/**
 * What an account the firm made (an invited client) holds until its owner sets a password: no
 * bcrypt hash matches it, so nobody can sign in with it.
 */
export const NO_PASSWORD = "!invited";

/** True when the account has a password of its own to check. */
export const hasPassword = (hash: string) => hash.startsWith("$2");

/** A real hash of a random string: comparing against it costs the same as a real account. */
const DUMMY_HASH = "$2b$10$tYFgjd2mwa6m9aPKAxnUTOJJj2Mf8RMEqkvDuSnnGo50zHy/HzrR6";

/** Spend the same time as a real check, so an unknown email cannot be told from a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
