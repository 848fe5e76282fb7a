import { SMTPServer } from "smtp-server";

/**
 * The fault test's mail server (a real SMTP server, smtp-server): it can be stopped and started
 * again on its port, and keeps the Message-ID of every message it accepted.
 */
export class FaultSmtp {
  private server: SMTPServer | null = null;
  /** The Message-ID header of each message accepted, in order (repeats included). */
  readonly received: string[] = [];

  constructor(readonly port: number) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          this.received.push(/^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? "");
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and drops the connections it has (the app's next try is refused). */
  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The outbox row a delivered message came from (its Message-ID is `<outbox-{id}.…>`). */
export const outboxIdOf = (messageId: string) =>
  Number(/<outbox-(\d+)\./.exec(messageId)?.[1] ?? Number.NaN);
