import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sleep } from "./mariadb";

/** The built app (server.js) on a port and database of the fault test's choosing. */
export class AppServer {
  private child: ChildProcess | null = null;
  private readonly uploads = mkdtempSync(path.join(os.tmpdir(), "legal-faults-uploads-"));
  /** Its log lines (JSON), for what a shutdown says it cut off. */
  readonly log: string[] = [];
  exit: Promise<{ code: number | null; at: number }> = Promise.resolve({ code: null, at: 0 });

  constructor(
    readonly appDir: string,
    readonly port: number,
    readonly databaseUrl: string,
    private readonly env: Record<string, string> = {},
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The server process's resident memory in bytes, from /proc (Linux), or null. */
  rss(): number | null {
    const pid = this.child?.pid;
    if (!pid) return null;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024 || null;
    } catch {
      return null;
    }
  }

  /** Starts it and waits until /healthz answers 200. */
  async start(timeoutMs = 90_000) {
    const child = spawn(process.execPath, [path.join(this.appDir, "server.js")], {
      cwd: this.appDir,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(this.port),
        HOST: "127.0.0.1",
        TRUST_PROXY: "true",
        DATABASE_URL: this.databaseUrl,
        UPLOAD_DIR: this.uploads,
        SESSION_SECRET: randomBytes(32).toString("hex"),
        OPENAI_API_KEY: "",
        ...this.env,
      },
    });
    this.child = child;
    const keep = (chunk: Buffer) => this.log.push(...chunk.toString().split("\n").filter(Boolean));
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    this.exit = new Promise((resolve) =>
      child.once("exit", (code) => resolve({ code, at: Date.now() })),
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the app exited while starting:\n${this.log.slice(-5).join("\n")}`);
      }
      const ok = await fetch(`${this.base}/healthz`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) return;
      if (Date.now() > deadline) throw new Error("the app did not answer /healthz in time");
      await sleep(200);
    }
  }

  signal(signal: NodeJS.Signals) {
    this.child?.kill(signal);
  }

  async stop() {
    if (this.child && this.child.exitCode === null) {
      this.child.kill("SIGKILL");
      await this.exit;
    }
    rmSync(this.uploads, { recursive: true, force: true });
  }
}
