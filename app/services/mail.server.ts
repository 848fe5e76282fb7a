import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/**
 * Outgoing e-mail, through the SMTP server SMTP_URL names (smtp://user:pass@host:587, or smtps://
 * for TLS from the start), from MAIL_FROM. Without SMTP_URL nothing is sent. A message that
 * cannot be sent is logged and forgotten: mail tells people about something already done (a
 * submission stored, a notification written), so it never undoes or fails it.
 */

export const DEFAULT_MAIL_FROM = '"Justice Streamlined" <no-reply@localhost>';

/** How long a send may wait on the SMTP server before it gives up (it runs inside a request). */
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

/**
 * Sends a plain-text message. Answers whether it was handed to the SMTP server: false without
 * SMTP_URL, with no recipient, or when sending failed (logged, never thrown).
 */
export async function sendMail(message: {
  to: string | string[];
  subject: string;
  text: string;
}): Promise<boolean> {
  const env = getEnv();
  const to = (Array.isArray(message.to) ? message.to : [message.to]).filter(Boolean);
  if (!env.SMTP_URL || to.length === 0) return false;
  try {
    await transportFor(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      to,
      subject: message.subject,
      text: message.text,
    });
    return true;
  } catch (error) {
    // The error's message only: the URL (with its password) is never logged.
    logger.error("mail not sent", {
      subject: message.subject,
      recipients: to.length,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
