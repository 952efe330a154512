import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { dataPath, type TConfig } from '../config.ts';

export type TMailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer | string; contentType?: string }[];
};

export type TMailer = {
  send(message: TMailMessage): Promise<void>;
  close(): void;
};

/**
 * SMTP_URL when set; otherwise each message is written as an .eml file to DATA_DIR/mail and
 * logged, so a machine without a mail server still shows what would have been sent.
 */
export function createMailer(config: TConfig, log: Logger): TMailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
      close: () => transport.close(),
    };
  }
  const directory = dataPath(config, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to disk (no SMTP_URL set)');
    },
    close: () => transport.close(),
  };
}
