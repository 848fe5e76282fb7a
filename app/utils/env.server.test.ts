import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache } from "./env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function withEnv(values: Record<string, string | undefined>) {
  process.env = { ...saved, ...values };
  for (const [key, value] of Object.entries(values))
    if (value === undefined) delete process.env[key];
  resetEnvCache();
}

describe("environment", () => {
  it("names the variable and the problem for a bad value", () => {
    withEnv({ PORT: "eighty" });
    expect(() => getEnv()).toThrow(/PORT: must be a port number/);
    withEnv({ DATABASE_URL: "postgres://x/y" });
    expect(() => getEnv()).toThrow(/DATABASE_URL: must look like mysql:/);
    withEnv({ SEED_DEMO: "maybe" });
    expect(() => getEnv()).toThrow(/SEED_DEMO: must be true or false/);
    withEnv({ TRUST_PROXY: "abc" });
    expect(() => getEnv()).toThrow(/TRUST_PROXY: must be the number of proxies in front/);
  });

  it.each([
    [undefined, 0],
    ["false", 0],
    ["0", 0],
    ["no", 0],
    ["true", 1],
    ["yes", 1],
    ["1", 1],
    ["2", 2],
  ])("reads TRUST_PROXY=%s as %i proxies in front", (value, hops) => {
    withEnv({ TRUST_PROXY: value });
    expect(getEnv().TRUST_PROXY).toBe(hops);
  });

  it("requires PUBLIC_URL with SMTP_URL, so links in e-mails never take a request's Host", () => {
    withEnv({ SMTP_URL: "smtp://mail.example.test:587", PUBLIC_URL: undefined });
    expect(() => getEnv()).toThrow(/PUBLIC_URL: required with SMTP_URL/);
    withEnv({ SMTP_URL: "smtp://mail.example.test:587", PUBLIC_URL: "law.example.test" });
    expect(() => getEnv()).toThrow(/PUBLIC_URL: must be the address people open the product at/);
    withEnv({ SMTP_URL: "smtp://mail.example.test:587", PUBLIC_URL: "https://law.example.test" });
    expect(getEnv().PUBLIC_URL).toBe("https://law.example.test");
  });

  it("requires SESSION_SECRET for a MySQL deployment", () => {
    withEnv({
      NODE_ENV: "production",
      DATABASE_URL: "mysql://u:p@db:3306/legal",
      SESSION_SECRET: undefined,
    });
    expect(() => getEnv()).toThrow(/SESSION_SECRET: required with a MySQL DATABASE_URL/);
    withEnv({
      NODE_ENV: "production",
      DATABASE_URL: "mysql://u:p@db:3306/legal",
      SESSION_SECRET: "short",
    });
    expect(() => getEnv()).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it("creates and then keeps a random secret beside the embedded database", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "env-"));
    withEnv({
      NODE_ENV: "production",
      DATABASE_URL: `sqlite:${dir}/app.db`,
      SESSION_SECRET: undefined,
    });
    const first = getEnv().SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dir, "session-secret"))).toBe(true);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    resetEnvCache();
    expect(getEnv().SESSION_SECRET).toBe(first);
  });

  it("defaults to the embedded SQLite file data/app.db and port 3000", () => {
    withEnv({ DATABASE_URL: undefined, PORT: undefined, SESSION_SECRET: "x".repeat(32) });
    expect(getEnv()).toMatchObject({
      DATABASE_URL: "sqlite:data/app.db",
      PORT: 3000,
      SEED_DEMO: true,
    });
  });
});
