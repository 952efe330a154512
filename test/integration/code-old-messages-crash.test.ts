import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrate, openOrm } from '../../src/db/orm.ts';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { CODE_BATCH } from '../../src/services/maintenance/code-old-messages.ts';
import { isolatedDatabase, killAppProcesses, startAppProcess, type TAppProcess } from '../helpers/app-process.ts';
import { waitFor } from '../helpers/wait-for.ts';

// The message backfill (maintenance.code-old-messages) in the real server process, stopped in the
// middle: killed outright (SIGKILL), asked to stop (SIGTERM), or its connections cut. The run after
// it must finish the backfill, every old row coded exactly once (a test-only trigger logs each
// change of a row's codes) and none lost. Where the backfill stands when it is stopped is not left
// to timing: a test-only gate in the database holds the batch that would code row GATED_AFTER + 1
// (the batches before it committed), and the test stops the process while that batch waits.

const clients: pg.Client[] = [];
const orms: MikroORM[] = [];

afterAll(async () => {
  killAppProcesses();
  await Promise.all([...orms.map((orm) => orm.close(true)), ...clients.map((client) => client.end())]);
});

const OLD_ROWS = 5_000;
/** The rows the committed batches coded when the gate holds the next batch. */
const GATED_AFTER = 4 * CODE_BATCH;
/** The advisory lock the gate waits on while the test holds it. */
const GATE = 7_301_129;
/** The test's own connections: the ones a cut spares. */
const TEST_APPLICATION = 'backfill-crash-test';

/**
 * A database as an upgrade finds it: every migration run, and OLD_ROWS executions as servers
 * before message codes wrote them (English text only, no codes), each numbered in `reference`;
 * and the gate, closed.
 */
async function databaseWithOldRows(label: string) {
  const { url } = await isolatedDatabase(label);
  const testUrl = `${url}${url.includes('?') ? '&' : '?'}application_name=${TEST_APPLICATION}`;
  const orm = await openOrm({ clientUrl: testUrl, poolMax: 3 });
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
  // Test-only: every change of a row's codes is logged, so a row coded twice shows; and past
  // GATED_AFTER rows each coding waits for the gate (a shared lock: open, it costs nothing).
  await connection.execute(`create table coding_log (execution_id uuid not null, at timestamptz not null default now());
    create sequence coding_seq;
    create function log_coding() returns trigger language plpgsql as $$ begin
      insert into coding_log (execution_id) values (new.id);
      if nextval('coding_seq') > ${GATED_AFTER} then perform pg_advisory_xact_lock_shared(${GATE}); end if;
      return new; end $$;
    create trigger log_coding after update of error_details on executions for each row
      when (old.error_details is distinct from new.error_details) execute function log_coding();`);
  const gate = new pg.Client({ connectionString: testUrl });
  clients.push(gate);
  await gate.connect();
  await gate.query('select pg_advisory_lock($1)', [GATE]);
  const codedCount = async () =>
    Number((await connection.execute<{ count: string }[]>('select count(*) as count from coding_log'))[0]?.count ?? 0);
  return {
    url,
    orm,
    codedCount,
    openGate: () => gate.query('select pg_advisory_unlock($1)', [GATE]),
    /** The server's connection whose batch waits at the gate. */
    gated: () =>
      waitFor(
        'the backfill to wait at the gate',
        async () => {
          const [row] = await connection.execute<{ pid: number }[]>(
            `select pid from pg_locks where locktype = 'advisory' and not granted
               and database = (select oid from pg_database where datname = current_database())`,
          );
          return row?.pid;
        },
        { timeoutMs: 60_000 },
      ),
    /** Ends once the connection `pid` is gone (its open transaction rolled back). */
    gone: (pid: number) =>
      waitFor(
        'the connection to end',
        async () => (await connection.execute('select 1 from pg_stat_activity where pid = ?', [pid])).length === 0,
        { timeoutMs: 30_000 },
      ),
  };
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

/** A restarted server finishes the backfill: every row coded once, the marker written. */
async function expectRestartFinishes(
  world: Awaited<ReturnType<typeof databaseWithOldRows>>,
  stopped: TAppProcess & { port: number; dataDir: string },
) {
  const app = await startAppProcess({ databaseUrl: world.url, env, port: stopped.port, dataDir: stopped.dataDir });
  await waitFor('the backfill to finish', async () => (await world.codedCount()) >= OLD_ROWS, { timeoutMs: 120_000 });
  await runConfirmingPass(world.orm);
  await expectEveryRowCodedOnce(world.orm);
  app.child.kill('SIGTERM');
  expect(await app.exited).toBe(0);
}

/** The log lines of a process started with `stdout: 'pipe'`, as they come. */
function logLines(app: TAppProcess): string[] {
  const lines: string[] = [];
  createInterface({ input: app.child.stdout as NodeJS.ReadableStream }).on('line', (line) => lines.push(line));
  return lines;
}

const markers = (orm: MikroORM) => orm.em.getConnection().execute('select name from maintenance_markers');

// A short job lock: a restarted worker takes over a killed one's backfill within seconds.
const env = { JOB_LOCK_SECONDS: '3', SHUTDOWN_TIMEOUT_MS: '1000' };

describe('the message backfill stopped in the middle', () => {
  it('killed (SIGKILL): the batches it committed stay whole, the next start codes the rest, every row exactly once', async () => {
    const world = await databaseWithOldRows('codeskill');
    const app = await startAppProcess({ databaseUrl: world.url, env });
    const pid = await world.gated();
    app.child.kill('SIGKILL');
    await app.exited;
    // The batch at the gate dies with the process's connection, uncommitted.
    await world.openGate();
    await world.gone(pid);
    expect(await world.codedCount()).toBe(GATED_AFTER);
    expect(await markers(world.orm)).toEqual([]);
    await expectRestartFinishes(world, app);
  }, 240_000);

  it('asked to stop (SIGTERM): stops at the next batch boundary, not after the grace period, and the next start finishes', async () => {
    const world = await databaseWithOldRows('codesterm');
    // A grace period longer than this test may take: a run that kept coding through it would code
    // every row before it exits, and a shutdown that waited it out would fail the test.
    const app = await startAppProcess({
      databaseUrl: world.url,
      env: { ...env, SHUTDOWN_TIMEOUT_MS: '600000', LOG_LEVEL: 'info' },
      stdout: 'pipe',
    });
    const lines = logLines(app);
    await world.gated();
    app.child.kill('SIGTERM');
    // The shutdown has begun (the jobs are told in the same turn as this line is written) while the
    // batch waits at the gate: that batch is the last one.
    await waitFor('the shutdown to begin', () => lines.some((line) => line.includes('"shutting down"')));
    await world.openGate();
    expect(await app.exited).toBe(0);
    // What it committed is whole batches, the one in hand included, and nothing after it.
    expect(await world.codedCount()).toBe(GATED_AFTER + CODE_BATCH);
    expect(await markers(world.orm)).toEqual([]);
    // It left its next run queued for whichever worker starts next.
    const queued = await world.orm.em
      .getConnection()
      .execute(
        `select id from ${AGENDA_TABLE} where name = 'maintenance.code-old-messages' and next_run_at is not null`,
      );
    expect(queued).toHaveLength(1);
    await expectRestartFinishes(world, app);
  }, 240_000);

  it('its connections cut (a failover) mid-batch: the batch is tried again, and the backfill finishes in the same process', async () => {
    const world = await databaseWithOldRows('codescut');
    const app = await startAppProcess({ databaseUrl: world.url, env: { ...env, LOG_LEVEL: 'info' }, stdout: 'pipe' });
    const lines = logLines(app);
    const pid = await world.gated();
    const [cut] = await world.orm.em.getConnection().execute<{ cut: string }[]>(
      `select count(pg_terminate_backend(pid)) as cut from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and application_name <> ?
         and backend_type = 'client backend'`,
      [TEST_APPLICATION],
    );
    expect(Number(cut?.cut)).toBeGreaterThan(0);
    await world.gone(pid);
    expect(await world.codedCount()).toBe(GATED_AFTER);
    await world.openGate();
    await waitFor('the backfill to finish', async () => (await world.codedCount()) >= OLD_ROWS, {
      timeoutMs: 120_000,
    });
    await runConfirmingPass(world.orm);
    await expectEveryRowCodedOnce(world.orm);
    // The pass that was cut finished the work itself: it did not fail (and wait for a later run).
    expect(
      lines.filter((line) => line.includes('"job failed"') && line.includes('maintenance.code-old-messages')),
    ).toEqual([]);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    // It exited because its shutdown finished, not because nothing was left to run: a transaction's
    // connection cut with it once stayed checked out, the ORM's close waited for it forever, and the
    // exit code was 1 whenever the hard shutdown timer outlived it.
    await waitFor('the log line of a finished shutdown', () => lines.some((line) => line.includes('"msg":"stopped"')));
  }, 240_000);
});

describe('the message backfill finishing', () => {
  it('its connection cut during the final count: the count is read again, nothing is lost or coded twice, and the marker is written', async () => {
    const world = await databaseWithOldRows('codescount');
    await world.openGate();
    const app = await startAppProcess({ databaseUrl: world.url, env: { ...env, LOG_LEVEL: 'info' }, stdout: 'pipe' });
    const lines = logLines(app);
    await waitFor('the backfill to code every row', async () => (await world.codedCount()) >= OLD_ROWS, {
      timeoutMs: 120_000,
    });
    // Where the confirming pass stands is not left to timing: the test holds the third table (team_events), so the
    // pass waits there after it walked the other two; then it holds executions, the first table the final count
    // reads, and lets the third go. The pass's count then waits on executions, and its connection is cut there.
    const holder = async () => {
      const client = new pg.Client({ connectionString: world.url });
      clients.push(client);
      await client.connect();
      await client.query('begin');
      return client;
    };
    const [events, executions] = [await holder(), await holder()];
    const connection = world.orm.em.getConnection();
    const confirming = `name = 'maintenance.code-old-messages' and next_run_at > now() + interval '10 minutes'`;
    await waitFor(
      'the confirming pass to be queued',
      async () => (await connection.execute(`select id from ${AGENDA_TABLE} where ${confirming}`)).length > 0,
    );
    await events.query('lock table team_events in access exclusive mode');
    await connection.execute(`update ${AGENDA_TABLE} set next_run_at = now() where ${confirming}`);
    const waitingOn = (table: string) =>
      waitFor(
        `the confirming pass to wait on ${table}`,
        async () => {
          const [row] = await connection.execute<{ pid: number; query: string }[]>(
            // pg_locks is read live and pg_stat_activity from a snapshot: a backend that asked for the lock just
            // after the snapshot still shows its previous statement ("commit"). Requiring the snapshot itself to
            // say it waits on a lock keeps the query text and the wait from the same moment.
            `select l.pid, a.query from pg_locks l join pg_stat_activity a on a.pid = l.pid
              where l.locktype = 'relation' and not l.granted and l.relation = ?::regclass
                and a.state = 'active' and a.wait_event_type = 'Lock'`,
            [table],
          );
          return row;
        },
        { timeoutMs: 60_000 },
      );
    await waitingOn('team_events');
    await executions.query('lock table executions in access exclusive mode');
    await events.query('commit');
    const counting = await waitingOn('executions');
    expect(counting.query).toMatch(/select count\(\*\)/);
    expect(await markers(world.orm)).toEqual([]);
    await connection.execute('select pg_terminate_backend(?)', [counting.pid]);
    await world.gone(counting.pid);
    await executions.query('commit');
    await waitFor('the marker', async () => (await markers(world.orm)).length > 0, { timeoutMs: 60_000 });
    await expectEveryRowCodedOnce(world.orm);
    // The count was read again on a new connection in the same pass: that pass did not fail.
    expect(
      lines.filter((line) => line.includes('"job failed"') && line.includes('maintenance.code-old-messages')),
    ).toEqual([]);
    // The marker is committed before the line is logged, and the line comes through a pipe: wait for it.
    await waitFor('the log line of a finished backfill', () =>
      lines.some((line) => line.includes('the backfill is finished')),
    );
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 240_000);
});
