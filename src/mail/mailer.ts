import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { TConfig } from '../config.ts';
import { mailDirectory } from './mail-files.ts';

export type TMailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer | string; contentType?: string }[];
  /** The same for every send of one mail (a job run again), so mail clients can show it once. */
  messageId?: string;
};

export type TMailer = {
  send(message: TMailMessage): Promise<void>;
  close(): void;
};

/** nodemailer is loaded with the first message (~25 MB resident that most processes rarely need). */
function lazyTransport(options: string | Record<string, unknown>) {
  let transport: Promise<Transporter> | undefined;
  let created: Transporter | undefined;
  return {
    get: () => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => {
        created = nodemailer.createTransport(options);
        return created;
      });
      return transport;
    },
    close: () => created?.close(),
  };
}

/**
 * SMTP_URL when set; otherwise each message is written as an .eml file to DATA_DIR/mail and
 * logged, so a machine without a mail server still shows what would have been sent (the hourly
 * maintenance deletes such files after a week).
 */
export function createMailer(config: TConfig, log: Logger): TMailer {
  if (config.SMTP_URL) {
    const transport = lazyTransport(config.SMTP_URL);
    return {
      async send(message) {
        await (await transport.get()).sendMail({ from: config.MAIL_FROM, ...message });
      },
      close: transport.close,
    };
  }
  const directory = mailDirectory(config);
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to disk (no SMTP_URL set)');
    },
    close: transport.close,
  };
}

/** The Message-ID of the mail a job sends: the same on every run of that job (null: let the transport pick one). */
export function jobMessageId(jobRowId: string | undefined, appUrl: string): string | undefined {
  return jobRowId ? `<${jobRowId}@${new URL(appUrl).hostname}>` : undefined;
}
