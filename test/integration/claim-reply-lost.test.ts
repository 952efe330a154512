import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import {
  isolatedDatabase,
  killAppProcesses,
  openTestOrm,
  startAppProcess,
  type TAppProcess,
} from '../helpers/app-process.ts';
import { startReplyCuttingProxy } from '../helpers/reply-cutting-proxy.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let database: { name: string; url: string };
let proxy: Awaited<ReturnType<typeof startReplyCuttingProxy>>;
let app: TAppProcess;
let orm: MikroORM;
let auth: TAuth;

beforeAll(async () => {
  database = await isolatedDatabase('claimreply');
  // Only the claim's statement sets an execution running with a heartbeat.
  proxy = await startReplyCuttingProxy({ upstream: database.url, marker: "set status = 'running'" });
  // Long locks: the reconciler would take a stalled execution over only after 12 minutes, so an
  // execution that finishes here was finished by its own job, not rescued.
  app = await startAppProcess({ databaseUrl: proxy.url, env: { JOB_LOCK_SECONDS: '600' } });
  ({ orm, auth } = await openTestOrm(database.url));
});

afterAll(async () => {
  killAppProcesses();
  await proxy.close();
  await orm.close(true);
});

describe('a claim whose answer the connection lost', () => {
  it('is recognised by its retry: the execution finishes through its own job, once', async () => {
    const { project, bearer } = await seedInvoiceProject({ orm, auth });
    const response = await upload(app.url, project.id, bearer, [
      { name: 'invoice.txt', content: await fixture('invoice.txt') },
    ]).expect(200);
    const executionId: string = response.body.execution.id;

    const sql = <T>(query: string) => orm.em.fork().execute<T[]>(query, [executionId]);
    await waitFor('the claim to be cut', () => proxy.state.cut === 1);
    await waitFor(
      'the execution to finish',
      async () =>
        (await sql<{ status: string }>('select status from executions where id = ?'))[0]?.status === 'success',
      { timeoutMs: 30_000 },
    ).catch(async (error: Error) => {
      const [row] = await sql('select status, started_at, heartbeat_at from executions where id = ?');
      throw new Error(`${error.message}: ${JSON.stringify(row)}`);
    });
    const events = await sql<{ code: string }>(
      'select code from team_events where project_execution_id = ? order by created_at',
    );
    expect(events.map((event) => event.code)).toEqual([
      'event.execution_pending',
      'event.execution_running',
      'event.execution_success',
    ]);
    await waitFor(
      'its job to be gone',
      async () =>
        (await sql(`select 1 from agenda_jobs where name = 'extraction.run' and data->>'executionId' = ?`)).length ===
        0,
    );
    expect(app.child.exitCode).toBeNull();
  });
});
