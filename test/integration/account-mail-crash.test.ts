import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isolatedDatabase, killAppProcesses, openTestOrm, startAppProcess } from '../helpers/app-process.ts';
import { startSmtpPeer, type TReceivedMail } from '../helpers/delivery-peers.ts';
import { seedUser } from '../helpers/factories.ts';
import { tokenFromMail, unfoldQuotedPrintable } from '../helpers/mail-files.ts';
import { waitFor } from '../helpers/wait-for.ts';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let orm: MikroORM | undefined;
let onMail: (mail: TReceivedMail) => void = () => {};

beforeAll(async () => {
  smtp = await startSmtpPeer({ beforeReply: (mail) => onMail(mail) });
});

afterAll(async () => {
  killAppProcesses();
  await orm?.close(true);
  await smtp.close();
});

const resetToken = (mail: TReceivedMail | undefined) =>
  tokenFromMail(
    { file: '', raw: '', to: '', subject: '', text: unfoldQuotedPrintable(mail?.raw ?? '') },
    '/forgot/confirm',
  );
const messageId = (mail: TReceivedMail | undefined) => /^Message-ID: (.*)$/im.exec(mail?.raw ?? '')?.[1]?.trim();

describe('a worker killed after the mail server took a reset mail, before the job was marked done', () => {
  it('sends the mail again with the same link and Message-ID: the link in the first mail still works', async () => {
    const { url: databaseUrl } = await isolatedDatabase('mailcrash');
    const env = { SMTP_URL: smtp.url, JOB_LOCK_SECONDS: '3' };
    let app = await startAppProcess({ databaseUrl, env });
    ({ orm } = await openTestOrm(databaseUrl));
    const user = await seedUser(orm);
    const mailsToUser = () => smtp.mails.filter((mail) => mail.to.includes(user.email));
    const killed = new Promise<void>((resolve) => {
      onMail = (mail) => {
        if (mail.to.includes(user.email)) {
          onMail = () => {};
          app.child.kill('SIGKILL');
          resolve();
        }
      };
    });
    const asked = await fetch(`${app.url}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(asked.status).toBe(200);
    await killed;
    await app.exited;

    // At least once: the restarted worker takes the job over once its lock has expired.
    app = await startAppProcess({ databaseUrl, env, port: app.port, dataDir: app.dataDir });
    await waitFor('the mail to be sent again', () => mailsToUser().length === 2, { timeoutMs: 30_000 });
    const [first, second] = mailsToUser();
    const reset = await fetch(`${app.url}/api/v1/auth/forgot-password/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetToken(first), password: 'a brand new password' }),
    });
    expect(reset.status).toBe(200);
    // Both copies are the same mail, which a mail client may show once.
    expect(resetToken(second)).toBe(resetToken(first));
    expect(messageId(first)).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$/);
    expect(messageId(second)).toBe(messageId(first));
  }, 90_000);
});
