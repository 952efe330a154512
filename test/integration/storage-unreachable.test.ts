import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unusedPort } from '../helpers/unused-port.ts';
import { upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  // The bucket's endpoint listens nowhere: the storage's connections are refused (ECONNREFUSED),
  // the system code a lost database connection has too. The database itself is up.
  server = await startTestServer({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${await unusedPort()}`,
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_MAX_ATTEMPTS: '1',
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
