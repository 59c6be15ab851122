import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer with SMTP_URL when set; otherwise the stream transport, whose raw message is written
 * as an .eml file to DATA_DIR/outbox (one log line per message, never its body).
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  const smtp = Boolean(options.smtpUrl);
  const transport: Transporter = smtp
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const to = Array.isArray(message.to) ? message.to.length + ' recipients' : message.to;
      if (smtp) {
        options.log.info({ to, subject: message.subject }, 'mail sent');
        return;
      }
      await fsp.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await fsp.writeFile(file, (info as unknown as { message: Buffer }).message);
      options.log.info({ to, subject: message.subject, file: path.basename(file) }, 'mail written to outbox');
    },
  };
}
