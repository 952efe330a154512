import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unreachableBucketEnv, unusedPort } from '../helpers/unused-port.ts';
import { upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject, seedMailbox } from '../helpers/world.ts';

let server: TTestServer;
let bucketPort: number;

beforeAll(async () => {
  bucketPort = await unusedPort();
  // The bucket's endpoint listens nowhere: the storage's connections are refused (ECONNREFUSED),
  // the system code a lost database connection has too. The database itself is up.
  server = await startTestServer({
    env: {
      ROLES: 'web,worker,ingest',
      INGEST_SMTP_HOST: '127.0.0.1',
      INGEST_SMTP_PORT: '0',
      INGEST_DOMAIN: 'storage-unreachable.docstruct.test',
      ...unreachableBucketEnv(bucketPort),
    },
  });
});

afterAll(async () => {
  await server.stop();
});

describe('an upload while the file storage is unreachable', () => {
  it('is a 503 that blames the file storage, not the database, in the caller’s language', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const send = (language: string) =>
      upload(server.url, project.id, { ...bearer, 'Accept-Language': language }, [
        { name: 'invoice.txt', content: Buffer.from('Invoice INV-1') },
      ]);
    const english = await send('en');
    expect({ status: english.status, body: english.body, retry: english.headers['retry-after'] }).toEqual({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: 'The file storage is not reachable right now; try again shortly' },
      retry: '5',
    });
    const german = await send('de');
    expect({ status: german.status, message: german.body.message }).toEqual({
      status: 503,
      message: 'Der Dateispeicher ist gerade nicht erreichbar; versuchen Sie es gleich noch einmal.',
    });
  });
});

describe('a mailed document while the file storage is unreachable', () => {
  it("tells the team it could not be processed, without the internal error's text", async () => {
    const { project, cookie, address } = await seedMailbox(server);
    const sent = nodemailer
      .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
      .sendMail({ from: 'supplier@example.test', to: address, subject: 'Invoice', text: 'Invoice INV-1, total 12.00' });
    // A temporary refusal: the sender tries again later.
    await expect(sent).rejects.toMatchObject({ responseCode: 451 });
    const events = (language: string) =>
      request(server.url)
        .get(`/api/v1/teams/${project.team.id}/events`)
        .set(cookie)
        .set('Accept-Language', language)
        .expect(200)
        .then((answer) => answer.body.data as { title: string; description: string }[]);
    const [failed] = await waitFor('the failure event', async () => {
      const found = (await events('en')).filter((event) => event.title === 'An e-mail could not be processed');
      return found.length > 0 ? found : null;
    });
    // The storage's address and Node's error are the operator's business (logged), not the team's.
    expect(failed?.description).toBe('Temporary failure, try again later');
    const german = (await events('de')).find((event) => event.title === 'Eine E-Mail konnte nicht verarbeitet werden');
    expect(german?.description).toBe('Vorübergehender Fehler, versuchen Sie es später erneut');
    expect(JSON.stringify(await events('en'))).not.toContain(String(bucketPort));
  });
});
