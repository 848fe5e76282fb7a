import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { StoredFile } from "~/models/index.server";
import { putFile } from "~/services/storage.server";
import { resetEnvCache } from "~/utils/env.server";

/** Bytes in storage, as an upload leaves them; returns the storage key. */
export async function storeFile(content: string | Uint8Array): Promise<string> {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  return (await putFile([bytes])).storageKey;
}

/**
 * Gives the test file's storage a place of its own: UPLOAD_DIR in a new temporary folder, removed
 * afterwards, and the given driver. Returns the folder's path and a count of the stored files
 * (use them after beforeAll).
 */
export function withTemporaryStorage(driver: "disk" | "database" = "disk") {
  const place = {
    dir: "",
    /** How many files are stored, whichever the driver. */
    count: async () => readdirSync(place.dir).length + (await StoredFile.count()),
  };
  beforeAll(() => {
    place.dir = mkdtempSync(path.join(os.tmpdir(), "legal-uploads-"));
    process.env.UPLOAD_DIR = place.dir;
    process.env.STORAGE_DRIVER = driver;
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.UPLOAD_DIR;
    delete process.env.STORAGE_DRIVER;
    resetEnvCache();
    rmSync(place.dir, { recursive: true, force: true });
  });
  return place;
}
