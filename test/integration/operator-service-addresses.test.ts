import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { capturedLog } from '../helpers/captured-log.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unusedPort } from '../helpers/unused-port.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

/**
 * A server the operator runs (here the mail relay, SMTP_URL) that cannot be reached is said to a
 * team without its address: the address is the operator's, and the operator's log has it. A target
 * the team set itself (a webhook URL) is named with its address: it is theirs.
 */

let server: TTestServer;
let relayPort: number;
const { log, lines } = capturedLog();

beforeAll(async () => {
  relayPort = await unusedPort();
  server = await startTestServer({
    log,
    env: { SMTP_URL: `smtp://127.0.0.1:${relayPort}`, ALLOW_PRIVATE_OUTPUT_TARGETS: 'true' },
  });
});

afterAll(async () => {
  await server.stop();
});

/** Creates an output of the project and runs its test in `language`; the test result's body. */
async function testedOutput(config: Record<string, unknown>, language: string) {
  const { owner, project, cookie } = await seedInvoiceProject(server.app);
  const api = `/api/v1/projects/${project.id}/outputs`;
  const created = await request(server.url)
    .post(api)
    .set(cookie)
    .send({
      name: 'Ziel',
      trigger_events: ['success'],
      config: 'subject' in config ? { ...config, recipients: [owner.email] } : config,
    })
    .expect(200);
  const tested = await request(server.url)
    .post(`${api}/${created.body.id}/test`)
    .set(cookie)
    .set('Accept-Language', language)
    .expect(200);
  return {
    body: tested.body as { ok: boolean; error: string | null; error_detail: unknown },
    outputId: created.body.id,
  };
}

const emailConfig = {
  type: 'email',
  subject: 'Rechnung',
  body: 'Anbei.',
  attach_document: false,
  attach_execution_result: true,
};

describe('an unreachable server in what a team sees', () => {
  it('the operator’s mail relay: the code without its address (German and English); the log has the address', async () => {
    for (const [language, expected] of [
      ['de', 'Der Mailserver war nicht erreichbar: Verbindung abgelehnt (ECONNREFUSED)'],
      ['en', 'The mail server could not be reached: Connection refused (ECONNREFUSED)'],
    ] as const) {
      const { body, outputId } = await testedOutput(emailConfig, language);
      expect({ ok: body.ok, error: body.error }).toEqual({ ok: false, error: expected });
      expect(JSON.stringify(body)).not.toContain(String(relayPort));
      const logged = lines.filter((line) => line.outputId === outputId);
      expect(JSON.stringify(logged)).toContain(`127.0.0.1:${relayPort}`);
    }
  });

  it('the team’s own webhook: named with its address', async () => {
    const port = await unusedPort();
    const { body } = await testedOutput({ type: 'webhook', url: `http://127.0.0.1:${port}/hook`, retries: 0 }, 'de');
    expect(body.error).toBe(`Verbindung abgelehnt (ECONNREFUSED) von 127.0.0.1:${port}`);
  });
});
