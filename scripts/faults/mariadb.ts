import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A MariaDB server of the fault test's own (the machine's mariadbd, on a data folder and port of
 * its own), so the test can stop, pause and restart it without touching anyone else's database.
 */
export class PrivateMariaDb {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), "legal-faults-db-"));
  private child: ChildProcess | null = null;

  constructor(readonly port: number) {}

  get url() {
    return `mysql://root@127.0.0.1:${this.port}`;
  }

  /** Creates the data folder (root with an empty password over TCP) and starts the server. */
  async create() {
    const installed = spawnSync(
      "mariadb-install-db",
      [
        "--no-defaults",
        `--datadir=${path.join(this.dir, "data")}`,
        `--user=${os.userInfo().username}`,
        "--auth-root-authentication-method=normal",
        "--skip-test-db",
      ],
      { encoding: "utf8" },
    );
    if (installed.status !== 0) {
      throw new Error(`mariadb-install-db failed: ${installed.stderr || installed.error?.message}`);
    }
    await this.start();
  }

  async start() {
    this.child = spawn(
      "/usr/sbin/mariadbd",
      [
        "--no-defaults",
        `--datadir=${path.join(this.dir, "data")}`,
        `--socket=${path.join(this.dir, "mysqld.sock")}`,
        `--pid-file=${path.join(this.dir, "mysqld.pid")}`,
        `--user=${os.userInfo().username}`,
        `--port=${this.port}`,
        "--bind-address=127.0.0.1",
        "--innodb-buffer-pool-size=64M",
        "--skip-log-bin",
      ],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 30_000;
    while (!(await this.answers())) {
      if (this.child.exitCode !== null) throw new Error("mariadbd exited while starting");
      if (Date.now() > deadline) throw new Error("mariadbd did not start within 30 s");
      await sleep(100);
    }
  }

  /** A clean shutdown (SIGTERM), as an operator's `systemctl stop` does. */
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    this.child = null;
  }

  /** The server stops answering without closing anything (SIGSTOP), until `resume`. */
  pause() {
    this.child?.kill("SIGSTOP");
  }

  resume() {
    this.child?.kill("SIGCONT");
  }

  async remove() {
    this.resume();
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect(this.port, "127.0.0.1");
      socket.once("data", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(false);
      });
    });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
