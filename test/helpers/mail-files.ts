import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { waitFor } from './wait-for.ts';

export type TStoredMail = { file: string; raw: string; to: string; subject: string; text: string };

/** Mails the server wrote to DATA_DIR/mail (no SMTP_URL), oldest first. */
export async function readMails(dataDir: string): Promise<TStoredMail[]> {
  const directory = path.join(dataDir, 'mail');
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(directory, file), 'utf8');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return { file, raw, to: header('To'), subject: header('Subject'), text: unfoldQuotedPrintable(raw) };
    }),
  );
}

/** Decodes quoted-printable soft breaks and =XX bytes as UTF-8 (enough for our own mails). */
export function unfoldQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/** Waits for the newest mail to `to` whose subject matches. */
export async function waitForMail(dataDir: string, to: string, subject: RegExp): Promise<TStoredMail> {
  return waitFor(`a mail to ${to} matching ${subject}`, async () => {
    const mails = await readMails(dataDir);
    return mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject)).at(-1);
  });
}

/** The `t` parameter of the first link to `path` in the mail. */
export function tokenFromMail(mail: TStoredMail, linkPath: string): string {
  const match = new RegExp(`${linkPath.replaceAll('/', '\\/')}\\?t=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) {
    throw new Error(`No ${linkPath} link in mail "${mail.subject}"`);
  }
  return match[1];
}
