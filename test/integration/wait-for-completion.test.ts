import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  // No worker: nothing ever completes, so every wait runs into its cap.
  server = await startTestServer({ env: { ROLES: 'web', WAIT_FOR_COMPLETION_MAX_SECONDS: '1' } });
});

afterAll(async () => {
  await server.stop();
});

describe('WAIT_FOR_COMPLETION_MAX_SECONDS', () => {
  it.each([
    ['a longer wait_for_completion_timeout', { wait_for_completion_timeout: '86400' }],
    ['no wait_for_completion_timeout', {}],
  ])('caps %s and answers with the execution still pending', async (_what, fields) => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    // Were the cap ignored, the server would hold the request for a day: the client gives up long before.
    const response = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
      { wait_for_completion: 'true', ...fields },
    )
      .timeout({ response: 20_000 })
      .expect(200);
    expect(response.body.execution).toMatchObject({ status: 'pending', project_id: project.id });
  });
});
