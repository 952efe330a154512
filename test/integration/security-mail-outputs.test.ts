import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startSmtpPeer } from '../helpers/delivery-peers.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, OUTPUT_EMAIL_ALLOWED_DOMAINS: 'example.test', OUTPUT_EMAIL_DAILY_LIMIT_PER_TEAM: '3' },
  });
});

afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const mailOutput = (recipients: string[]) => ({
  name: 'Mail results',
  trigger_events: ['success'],
  config: { type: 'email', recipients, subject: 'Result', body: 'Done' },
});

describe('e-mail outputs cannot be used to mail anyone, without end', () => {
  it('refuses recipients outside OUTPUT_EMAIL_ALLOWED_DOMAINS when saved', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const refused = await request(server.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send(mailOutput(['books@example.test', 'victim@elsewhere.example']))
      .expect(400);
    expect(refused.body.issues[0].path).toEqual(['config', 'recipients']);
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send(mailOutput(['books@example.test', 'team@sub.example.test']))
      .expect(200);
  });

  it("stops at the team's daily allowance (each recipient counts)", async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const created = await request(server.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send(mailOutput(['one@example.test', 'two@example.test']))
      .expect(200);
    const sendTest = () =>
      request(server.url)
        .post(`/api/v1/projects/${project.id}/outputs/${created.body.id}/test`)
        .set(cookie)
        .expect(200);
    expect((await sendTest()).body.ok).toBe(true);
    const second = await sendTest();
    expect(second.body.ok).toBe(false);
    expect(second.body.error).toMatch(/today's limit of 3/);
    expect(smtp.mails.filter((mail) => mail.to.includes('one@example.test'))).toHaveLength(1);
  });
});
