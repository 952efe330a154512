import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { queryRows } from '../../src/db/sql.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

const oldSpaceUsed = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;

/**
 * Garbage that survives minor collections is what made list p99s spiky: every scavenge copied and
 * promoted it (15–75 ms instead of 1–5 ms), and the old generation then needed full collections.
 * Measured as the old generation's growth over sequential calls after a full collection.
 */
describe('list pages and the young generation', () => {
  it('leaves a page’s rows to minor collections: nothing of them reaches the old generation', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await queryRows(
      server.app.orm.em.fork(),
      `insert into executions (id, created_at, project_id, execution_type, processing_mode, processing_mode_fallback,
         reference, title, json_result, status, errors, warnings, search_text)
       select gen_random_uuid(), now() - make_interval(mins => i), $1, 'api', 'balanced', false, 'PO-' || i,
         'Invoice ' || i, jsonb_build_object('invoice_number', 'INV-' || i, 'notes', repeat('Payable in thirty days. ', 40)),
         'success', '[]', '[]', 'x'
       from generate_series(1, 60) as i`,
      [project.id],
    );
    const url = `${server.url}/api/v1/projects/${project.id}/executions?per_page=50`;
    const call = async () => {
      const response = await fetch(url, { headers: bearer });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    };
    for (let warm = 0; warm < 30; warm++) {
      await call();
    }
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    const before = oldSpaceUsed();
    for (let index = 0; index < 400; index++) {
      await call();
    }
    // 400 pages of ~80 KB allocate ~150 MB; when their rows survived minor collections (pg's promise
    // form of `query`, see sql.ts) the old generation grew by ~30 MB here, now by ~4 MB.
    expect(oldSpaceUsed() - before).toBeLessThan(12_000_000);
  });
});
