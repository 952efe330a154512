import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate, openOrm } from '../../src/db/orm.ts';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { isolatedDatabase, killAppProcesses, startAppProcess } from '../helpers/app-process.ts';
import { waitFor } from '../helpers/wait-for.ts';

// The message backfill (maintenance.code-old-messages) in the real server process, stopped in the
// middle: killed outright (SIGKILL), or asked to stop (SIGTERM). The next start must finish it, every
// old row coded exactly once (a test-only trigger logs each change of a row's codes) and none lost.

const orms: MikroORM[] = [];

afterAll(async () => {
  killAppProcesses();
  await Promise.all(orms.map((orm) => orm.close(true)));
});

// Enough rows that the backfill (500 per batch) takes seconds (about 20 s on the 2-core test machine),
// so it can be stopped half-way.
const OLD_ROWS = 20_000;

/**
 * A database as an upgrade finds it: every migration run, and OLD_ROWS executions as servers
 * before message codes wrote them (English text only, no codes), each numbered in `reference`.
 */
async function databaseWithOldRows(label: string) {
  const { url } = await isolatedDatabase(label);
  const orm = await openOrm({ clientUrl: url, poolMax: 3 });
  orms.push(orm);
  await migrate(orm);
  const connection = orm.em.getConnection();
  const [teamId, projectId] = [randomUUID(), randomUUID()];
  await connection.execute(`insert into teams (id, created_at, name) values (?, now(), 'Team')`, [teamId]);
  await connection.execute(
    `insert into projects (id, created_at, team_id, name, slug) values (?, now(), ?, 'Project', 'project')`,
    [projectId, teamId],
  );
  await connection.execute(
    `insert into executions (id, created_at, project_id, execution_type, processing_mode, status, reference,
       errors, warnings)
     select gen_random_uuid(), now(), ?, 'api', 'balanced', 'failed', n::text,
       jsonb_build_array('No text could be read from the documents.',
         'scan-' || n || '.pdf: Page ' || (n % 9 + 1) || ' could not be read (time limit)'),
       '[]'::jsonb
     from generate_series(1, ${OLD_ROWS}) n`,
    [projectId],
  );
  // Test-only: every change of a row's codes is logged, so a row coded twice shows.
  await connection.execute(`create table coding_log (execution_id uuid not null, at timestamptz not null default now());
    create function log_coding() returns trigger language plpgsql as $$ begin
      insert into coding_log (execution_id) values (new.id); return new; end $$;
    create trigger log_coding after update of error_details on executions for each row
      when (old.error_details is distinct from new.error_details) execute function log_coding();`);
  const codedCount = async () =>
    Number((await connection.execute<{ count: string }[]>('select count(*) as count from coding_log'))[0]?.count ?? 0);
  return { url, orm, codedCount };
}

/** After the backfill finished: its marker, every row coded once from its own text, none lost. */
async function expectEveryRowCodedOnce(orm: MikroORM) {
  const connection = orm.em.getConnection();
  const [summary] = await connection.execute<Record<string, string>[]>(
    `select count(*) as rows,
       count(*) filter (where error_details is null or warning_details is null) as uncoded,
       count(*) filter (where error_details <> jsonb_build_array(
         jsonb_build_object('code', 'error.no_text', 'params', '{}'::jsonb),
         jsonb_build_object('code', 'warning.page_unreadable', 'params', jsonb_build_object(
           'number', (reference::int % 9 + 1)::text,
           'reason', jsonb_build_object('code', 'reason.time_limit', 'params', '{}'::jsonb),
           'file', 'scan-' || reference || '.pdf')))
         or warning_details <> '[]'::jsonb) as wrong
     from executions`,
  );
  expect(summary).toEqual({ rows: String(OLD_ROWS), uncoded: '0', wrong: '0' });
  const [log] = await connection.execute<Record<string, string>[]>(
    `select count(*) as changes, count(distinct execution_id) as rows from coding_log`,
  );
  expect(log).toEqual({ changes: String(OLD_ROWS), rows: String(OLD_ROWS) });
  const markers = await connection.execute(`select name from maintenance_markers`);
  expect(markers).toEqual([{ name: 'code-old-messages' }]);
}

/**
 * The pass that coded the rest queues a confirming pass an hour ahead: made due now, it finds
 * nothing left and writes the marker.
 */
async function runConfirmingPass(orm: MikroORM) {
  const connection = orm.em.getConnection();
  await waitFor(
    'the confirming pass to be queued and made due',
    async () =>
      (
        await connection.execute(
          `update ${AGENDA_TABLE} set next_run_at = now() where name = 'maintenance.code-old-messages'
           and next_run_at > now() + interval '10 minutes' returning id`,
        )
      ).length > 0,
    { timeoutMs: 60_000 },
  );
  await waitFor(
    'the marker',
    async () => (await connection.execute('select name from maintenance_markers')).length > 0,
    { timeoutMs: 30_000 },
  );
}

/** Waits until the backfill has coded some rows and not most: it is under way. */
const underWay = (codedCount: () => Promise<number>) =>
  waitFor(
    'the backfill to be under way',
    async () => {
      const coded = await codedCount();
      return coded > 0 && coded < OLD_ROWS / 2;
    },
    { intervalMs: 5, timeoutMs: 60_000 },
  );

describe('the message backfill stopped in the middle', () => {
  // A short job lock: the restarted worker takes over the killed one's backfill within seconds.
  const env = { JOB_LOCK_SECONDS: '3', SHUTDOWN_TIMEOUT_MS: '1000' };

  it('killed (SIGKILL): the next start codes the rest, every row exactly once, and writes the marker', async () => {
    const { url, orm, codedCount } = await databaseWithOldRows('codeskill');
    let app = await startAppProcess({ databaseUrl: url, env });
    await underWay(codedCount);
    app.child.kill('SIGKILL');
    await app.exited;
    const codedByKilled = await codedCount();
    expect(codedByKilled).toBeGreaterThan(0);
    expect(codedByKilled).toBeLessThan(OLD_ROWS);
    expect(await orm.em.getConnection().execute('select name from maintenance_markers')).toEqual([]);

    app = await startAppProcess({ databaseUrl: url, env, port: app.port, dataDir: app.dataDir });
    await waitFor('the backfill to finish', async () => (await codedCount()) >= OLD_ROWS, { timeoutMs: 120_000 });
    await runConfirmingPass(orm);
    await expectEveryRowCodedOnce(orm);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 240_000);

  it('asked to stop (SIGTERM): stops within its grace period, exit 0, and the next start finishes the backfill', async () => {
    const { url, orm, codedCount } = await databaseWithOldRows('codesterm');
    let app = await startAppProcess({ databaseUrl: url, env });
    await underWay(codedCount);
    app.child.kill('SIGTERM');
    // Exit 0: stopped within the grace period (SHUTDOWN_TIMEOUT_MS) and the close after it; the hard stop
    // 1.5 s later exits 1 (run.ts).
    expect(await app.exited).toBe(0);
    const codedByStopped = await codedCount();
    expect(codedByStopped).toBeLessThan(OLD_ROWS);
    // What it committed stays, and stays as it was: the rows it coded are logged once each.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await codedCount()).toBe(codedByStopped);

    app = await startAppProcess({ databaseUrl: url, env, port: app.port, dataDir: app.dataDir });
    await waitFor('the backfill to finish', async () => (await codedCount()) >= OLD_ROWS, { timeoutMs: 120_000 });
    await runConfirmingPass(orm);
    await expectEveryRowCodedOnce(orm);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 240_000);
});
