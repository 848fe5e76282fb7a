import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/utils/env.server";

/**
 * The SMTP connection e-mail leaves through: the server SMTP_URL names (smtp://user:pass@host:587,
 * or smtps:// for TLS from the start), from MAIL_FROM. Only the sender (sender.server.ts) uses it,
 * outside any request; everything else queues mail in the outbox (outbox.server.ts).
 */

export const DEFAULT_MAIL_FROM = '"Justice Streamlined" <no-reply@localhost>';

/** How long a send may wait on the SMTP server before it gives up (and is tried again later). */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

let cached: { url: string; transport: Transporter } | null = null;

function transportFor(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport({ url, ...TIMEOUTS }) };
  }
  return cached.transport;
}

/** True when e-mail can go out at all (SMTP_URL is set). */
export function mailConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/**
 * True when a text-message provider is configured (SMS_PROVIDER_URL). No provider is wired in
 * yet, so even then nothing is sent: the form builder tells staff that SMS is not sent.
 */
export function smsConfigured(): boolean {
  return Boolean(getEnv().SMS_PROVIDER_URL);
}

/** The parts of a message as it goes out. */
export interface Envelope {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiving server can tell a repeat. */
  messageId: string;
  headers?: Record<string, string>;
}

/**
 * Hands one message to the SMTP server and answers its reply ("250 OK: queued as ..."). Throws
 * what the server refused with (the error carries its responseCode) or why it could not be reached.
 */
export async function transmit(envelope: Envelope): Promise<string> {
  const env = getEnv();
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set");
  const info = await transportFor(env.SMTP_URL).sendMail({
    from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    ...envelope,
  });
  return String(info.response ?? "sent");
}
