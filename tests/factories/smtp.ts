import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { resetEnvCache } from "~/utils/env.server";

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
  /** The message with quoted-printable undone (soft line breaks joined, =3D as =): what a reader sees. */
  body: string;
}

const unquoted = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on a free port for a test: what it received, and how it should answer the
 * next messages (`refuse(n, code)` refuses the next n with that code). `useAsSmtpUrl()` points
 * SMTP_URL (and PUBLIC_URL, which it needs) at it; `close()` puts the environment back.
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  let refusals: Array<{ code: number; message: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const refusal = refusals.shift();
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
          raw,
          body: unquoted(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    refuse(count: number, code = 451, message = "Try again later") {
      refusals = Array.from({ length: count }, () => ({ code, message }));
    },
    useAsSmtpUrl() {
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
      process.env.PUBLIC_URL = "https://law.example.test";
      process.env.MAIL_FROM = "Firm <firm@example.test>";
      resetEnvCache();
    },
    async close() {
      delete process.env.SMTP_URL;
      delete process.env.PUBLIC_URL;
      delete process.env.MAIL_FROM;
      resetEnvCache();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
