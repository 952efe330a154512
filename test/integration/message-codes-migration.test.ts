import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { renderExecutionMessages } from '../../src/contracts/executions.ts';
import { Delivery } from '../../src/db/entities/delivery.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { TeamEvent } from '../../src/db/entities/team-event.ts';
import { migrate, openOrm } from '../../src/db/orm.ts';
import type { TJobContext, TJobDeps } from '../../src/jobs/define-job.ts';
import { CONFIRM_PASS_DELAY_MS, codeOldMessagesJob } from '../../src/jobs/definitions/maintenance-code-old-messages.ts';
import { AGENDA_TABLE, createJobQueue, type TJobQueue } from '../../src/jobs/queue.ts';
import { deliveryErrorOf } from '../../src/routers/outputs/to-delivery.ts';
import { codeOldMessages } from '../../src/services/maintenance/code-old-messages.ts';
import { isolatedDatabase } from '../helpers/app-process.ts';
import { capturedLog } from '../helpers/captured-log.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';

// The last migration before messages were stored by code.
const BEFORE_CODES = 'Migration20261127113000_evaluation_items_open_index';

const orms: MikroORM[] = [];
/** The real job queue of each test's database (see queueOf). */
const queues = new Map<MikroORM, TJobQueue>();

afterAll(async () => {
  await Promise.all([...queues.values()].map((queue) => queue.close()));
  await Promise.all(orms.map((orm) => orm.close(true)));
});

/**
 * A database of the test's own (each test sets up its state, so it passes alone), migrated up to
 * `to` (before the codes, to hold rows as old servers wrote them) or to the end.
 */
async function databaseOf(label: string, to?: string) {
  const { url } = await isolatedDatabase(label);
  const orm = await openOrm({ clientUrl: url, poolMax: 2 });
  orms.push(orm);
  if (to) {
    await orm.migrator.up({ to });
  } else {
    await migrate(orm);
  }
  return { orm, url };
}

/** The passes the background step queued (each a job for later), and its log lines. */
let queued: { jobId: string; runAt?: Date }[] = [];
let logged = capturedLog();

/**
 * The project's job queue on `orm`'s database, as a worker has it but taking no jobs: what a pass
 * queues stays queued, to be read back from the queue's table.
 */
async function queueOf(orm: MikroORM): Promise<TJobQueue> {
  let queue = queues.get(orm);
  if (!queue) {
    const { log } = capturedLog();
    queue = await createJobQueue({
      databaseUrl: String(orm.config.get('clientUrl')),
      deps: { orm, log } as unknown as Parameters<typeof createJobQueue>[0]['deps'],
      log,
      concurrency: 1,
      lockLifetimeMs: 60_000,
      poolMax: 2,
    });
    queues.set(orm, queue);
  }
  return queue;
}

/** The passes of the backfill waiting in the queue, by id. */
async function queuedPasses(orm: MikroORM) {
  const rows = await orm.em
    .getConnection()
    .execute<{ id: string; name: string; next_run_at: string | Date | null }[]>(
      `select id::text as id, name, next_run_at from ${AGENDA_TABLE} where name = 'maintenance.code-old-messages'`,
    );
  return new Map(
    rows.map((row) => [row.id, { jobId: row.name, runAt: row.next_run_at ? new Date(row.next_run_at) : undefined }]),
  );
}

/** Runs the background step as the worker does; `touch` (after every committed batch) may stop it. */
async function runStep(orm: MikroORM, touch: () => Promise<void> = async () => {}) {
  logged = capturedLog();
  const queue = await queueOf(orm);
  const before = await queuedPasses(orm);
  const deps = {
    orm,
    log: logged.log,
    enqueue: (jobId: string, payload: unknown, options?: { runAt?: Date }) =>
      queue.enqueue(jobId as never, payload as never, options),
  } as unknown as TJobDeps;
  const context = {
    touch,
    released: new AbortController().signal,
    stopping: new AbortController().signal,
  } as unknown as TJobContext;
  await codeOldMessagesJob.handler({}, deps, context);
  queued = [...(await queuedPasses(orm))].filter(([id]) => !before.has(id)).map(([, pass]) => pass);
}

const markerOf = async (orm: MikroORM) =>
  orm.em
    .getConnection()
    .execute<{ done_at: string }[]>(`select done_at from maintenance_markers where name = 'code-old-messages'`);

describe('message codes for rows written before them', () => {
  it('adds only the columns; the background step codes old rows in batches, and a run stopped half-way loses nothing', async () => {
    const { orm } = await databaseOf('codesmig', BEFORE_CODES);
    const connection = orm.em.getConnection();
    const [teamId, projectId, emptyId] = [randomUUID(), randomUUID(), randomUUID()];
    await connection.execute(`insert into teams (id, created_at, name) values (?, now(), 'Team')`, [teamId]);
    await connection.execute(
      `insert into projects (id, created_at, team_id, name, slug) values (?, now(), ?, 'Project', 'project')`,
      [projectId, teamId],
    );
    const insert = `insert into executions (id, created_at, project_id, execution_type, processing_mode, status,
      errors, warnings) values (?, now(), ?, 'api', 'balanced', 'failed', ?::jsonb, ?::jsonb)`;
    // Several old rows with messages (sorted ids, so a batch of 2 takes the first two) and one without.
    const oldIds = [randomUUID(), randomUUID(), randomUUID()].sort();
    const oldId = oldIds[0] as string;
    for (const id of oldIds) {
      await connection.execute(insert, [
        id,
        projectId,
        JSON.stringify([
          'No text could be read from the documents.',
          'scan.pdf: Page 3 could not be read (time limit)',
        ]),
        JSON.stringify(['Field "total" was not found in the document']),
      ]);
    }
    await connection.execute(insert, [emptyId, projectId, '[]', '[]']);

    const [outputId, deliveryId, eventId] = [randomUUID(), randomUUID(), randomUUID()];
    await connection.execute(
      `insert into outputs (id, created_at, updated_at, project_id, name, type, enabled, trigger_events, config)
       values (?, now(), now(), ?, 'Archiv', 'ftp', true, '["success"]', '{"type":"ftp"}')`,
      [outputId, projectId],
    );
    await connection.execute(
      `insert into deliveries (id, created_at, output_id, execution_id, status, state, message_id, error)
       values (?, now(), ?, ?, 'success', 'failed', 'msg_1', ?)`,
      [
        deliveryId,
        outputId,
        oldId,
        'FTP upload failed: The target 10.0.0.1 is a private, loopback or link-local address; outputs may not reach it',
      ],
    );
    await connection.execute(
      `insert into team_events (id, created_at, team_id, title, code, params, description, event_type)
       values (?, now(), ?, 'An e-mail was refused', 'event.email_refused', '{}', ?, 'warning')`,
      [eventId, teamId, 'Too many attachments: at most 10 documents per message'],
    );

    expect(await migrate(orm)).toEqual([
      'Migration20261128230000_execution_message_codes',
      'Migration20261128231000_event_delivery_message_codes',
      'Migration20261129020000_maintenance_markers',
    ]);
    const germanOld = {
      errors: [
        'Aus den Dokumenten konnte kein Text gelesen werden.',
        'scan.pdf: Seite 3 konnte nicht gelesen werden (Zeitlimit)',
      ],
      warnings: ['Feld „total“ wurde im Dokument nicht gefunden'],
    };
    // The migrations rewrote nothing: old rows are still without codes, and read back when answered.
    const detailsOf = async () =>
      (
        await connection.execute<{ id: string; error_details: unknown; warning_details: unknown }[]>(
          'select id, error_details, warning_details from executions where project_id = ? order by id',
          [projectId],
        )
      ).map((row) => [row.id, row.error_details, row.warning_details]);
    expect((await detailsOf()).every(([, errors, warnings]) => errors === null && warnings === null)).toBe(true);
    expect(renderExecutionMessages(await orm.em.fork().findOneOrFail(Execution, { id: oldId }), 'de')).toMatchObject(
      germanOld,
    );

    // A run that stops after its first committed batch (as a crash would): that batch keeps its codes,
    // the rest is still read back from English, as before.
    const stop = new Error('stopped half-way');
    await expect(
      codeOldMessages({
        orm,
        batchSize: 2,
        afterBatch: async () => {
          throw stop;
        },
      }),
    ).rejects.toBe(stop);
    const half = await detailsOf();
    expect(half.filter(([, errors]) => errors !== null)).toHaveLength(2);
    const firstBatch = half.filter(([, errors]) => errors !== null);
    for (const id of [...oldIds, emptyId]) {
      expect(renderExecutionMessages(await orm.em.fork().findOneOrFail(Execution, { id }), 'de')).toMatchObject(
        id === emptyId ? { errors: [], warnings: [] } : germanOld,
      );
    }

    // The job run after it finishes the work, without touching what the first run coded. Having
    // coded rows, it is not the last pass: it queues one an hour later and writes no marker yet.
    const before = Date.now();
    await runStep(orm);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.jobId).toBe('maintenance.code-old-messages');
    expect(queued[0]?.runAt?.getTime()).toBeGreaterThanOrEqual(before + CONFIRM_PASS_DELAY_MS);
    expect(await markerOf(orm)).toEqual([]);
    const done = await detailsOf();
    expect(done.every(([, errors, warnings]) => errors !== null && warnings !== null)).toBe(true);
    expect(done.filter(([id]) => firstBatch.some(([first]) => first === id))).toEqual(firstBatch);

    const em = orm.em.fork();
    const old = await em.findOneOrFail(Execution, { id: oldId });
    expect(old.errorDetails).toEqual([
      { code: 'error.no_text', params: {} },
      // The reason nested as a message of its own, as new rows store it (rendered without reading back).
      {
        code: 'warning.page_unreadable',
        params: { number: '3', reason: { code: 'reason.time_limit', params: {} }, file: 'scan.pdf' },
      },
    ]);
    expect(renderExecutionMessages(old, 'de')).toMatchObject(germanOld);
    const empty = await em.findOneOrFail(Execution, { id: emptyId });
    expect([empty.errorDetails, empty.warningDetails]).toEqual([[], []]);

    const delivery = await em.findOneOrFail(Delivery, { id: deliveryId });
    expect(delivery.errorDetail?.code).toBe('delivery.ftp_failed');
    expect(deliveryErrorOf(delivery, 'de').error).toBe(
      'FTP-Upload fehlgeschlagen: Das Ziel 10.0.0.1 ist eine private, Loopback- oder Link-Local-Adresse; Ausgaben dürfen es nicht erreichen',
    );
    const event = await em.findOneOrFail(TeamEvent, { id: eventId });
    expect(event.descriptionDetail).toEqual({ code: 'ingest.too_many_attachments', params: { max: '10' } });

    // Nothing is left: another run codes nothing and changes nothing.
    expect(await codeOldMessages({ orm })).toEqual({ executions: 0, deliveries: 0, team_events: 0 });
    expect(await detailsOf()).toEqual(done);
  });

  it('leaves a row an old node still works on to a later pass, which codes it once the old node finished it', async () => {
    const { orm } = await databaseOf('codesrun');
    const { projectId, insertOld } = await seedOldProject(orm);
    // An execution an old node (before message codes) took and still runs: no codes, no messages yet.
    const runningId = randomUUID();
    await insertOld(runningId, projectId, 'running', [], []);
    await runStep(orm);
    const codesOf = async () =>
      (
        await orm.em
          .getConnection()
          .execute<{ error_details: unknown }[]>('select error_details from executions where id = ?', [runningId])
      )[0]?.error_details;
    // Not coded as "no errors" behind the old node's back; the pass is not the last one.
    expect(await codesOf()).toBeNull();
    expect(queued.map((job) => job.jobId)).toEqual(['maintenance.code-old-messages']);
    expect(await markerOf(orm)).toEqual([]);

    // The old node fails it, writing its English text only; the next pass codes it from that text.
    await orm.em
      .getConnection()
      .execute(`update executions set status = 'failed', errors = ? where id = ?`, [
        JSON.stringify(['No text could be read from the documents.']),
        runningId,
      ]);
    await runStep(orm);
    expect(await codesOf()).toEqual([{ code: 'error.no_text', params: {} }]);
    expect(queued).toHaveLength(1);
  });

  it('a pass that finds nothing writes the marker; after it neither a pass nor a worker start walks the tables', async () => {
    const { orm, url } = await databaseOf('codesdone');
    await runStep(orm);
    expect(queued).toEqual([]);
    const [marker] = await markerOf(orm);
    expect(Date.parse(String(marker?.done_at))).toBeGreaterThan(Date.now() - 60_000);
    expect(logged.lines.map((line) => line.msg)).toEqual([
      'every message is coded: the backfill is finished and will not run again',
    ]);

    // A row without codes after the marker (as an old node idle through the clean pass writes it):
    // a pass that walked would code it; this one returns at the marker and logs nothing.
    const { projectId, insertOld } = await seedOldProject(orm);
    const lateId = randomUUID();
    await insertOld(lateId, projectId, 'failed', ['No text could be read from the documents.'], []);
    await runStep(orm);
    const late = async () =>
      (
        await orm.em
          .getConnection()
          .execute<{ error_details: unknown }[]>('select error_details from executions where id = ?', [lateId])
      )[0]?.error_details;
    expect(await late()).toBeNull();
    expect(queued).toEqual([]);
    expect(logged.lines).toEqual([]);
    expect(await markerOf(orm)).toEqual([marker]);
    // Still answered in the reader's language, read back from its English text.
    expect(renderExecutionMessages(await orm.em.fork().findOneOrFail(Execution, { id: lateId }), 'de').errors).toEqual([
      'Aus den Dokumenten konnte kein Text gelesen werden.',
    ]);

    // A worker start queues no backfill at all.
    const server = await startTestServer({ env: { DATABASE_URL: url, ROLES: 'worker' } });
    try {
      const jobs = await orm.em
        .getConnection()
        .execute(`select id from ${AGENDA_TABLE} where name = 'maintenance.code-old-messages'`);
      expect(jobs).toEqual([]);
      expect(await late()).toBeNull();
    } finally {
      await server.stop();
    }
  });
});

describe('a delivery waiting for its next attempt, its last error without a code', () => {
  it('keeps no pass waiting: the worker’s first clean pass writes the marker, and the error is still said in German', async () => {
    const { orm, url } = await databaseOf('codespend');
    const { projectId } = await seedOldProject(orm);
    const connection = orm.em.getConnection();
    const [outputId, deliveryId] = [randomUUID(), randomUUID()];
    await connection.execute(
      `insert into outputs (id, created_at, updated_at, project_id, name, type, enabled, trigger_events, config)
       values (?, now(), now(), ?, 'Archiv', 'ftp', true, '["success"]', '{"type":"ftp"}')`,
      [outputId, projectId],
    );
    // Waiting for its next attempt; its last attempt's error was written by an old node, without a
    // code. (Written just now: the reconciler, which re-queues a pending delivery after a minute,
    // leaves it alone while the test runs.)
    const executionId = randomUUID();
    await connection.execute(
      `insert into executions (id, created_at, project_id, execution_type, processing_mode, status, errors, warnings,
         error_details, warning_details)
       values (?, now(), ?, 'api', 'balanced', 'success', '[]', '[]', '[]', '[]')`,
      [executionId, projectId],
    );
    await connection.execute(
      `insert into deliveries (id, created_at, output_id, execution_id, status, state, message_id, attempts, error)
       values (?, now(), ?, ?, 'success', 'pending', 'msg_pending', 1, ?)`,
      [
        deliveryId,
        outputId,
        executionId,
        'FTP upload failed: The target 10.0.0.1 is a private, loopback or link-local address; outputs may not reach it',
      ],
    );
    const laterPasses = () =>
      connection.execute(
        `select id from ${AGENDA_TABLE} where name = 'maintenance.code-old-messages'
         and next_run_at > now() + interval '10 minutes'`,
      );

    // The worker's start queues the backfill (no marker yet); its pass finds nothing else to code.
    const server = await startTestServer({ env: { DATABASE_URL: url, ROLES: 'worker' } });
    try {
      await waitFor(
        'the first pass to end (the marker, or a later pass queued)',
        async () => (await markerOf(orm)).length > 0 || (await laterPasses()).length > 0,
        { timeoutMs: 30_000 },
      );
      expect(await laterPasses()).toEqual([]);
      expect(await markerOf(orm)).toHaveLength(1);
    } finally {
      await server.stop();
    }
    // Not coded behind a node that may still attempt it: read back from its text when answered.
    const delivery = await orm.em.fork().findOneOrFail(Delivery, { id: deliveryId });
    expect(delivery.errorDetail ?? null).toBeNull();
    expect(deliveryErrorOf(delivery, 'de').error).toBe(
      'FTP-Upload fehlgeschlagen: Das Ziel 10.0.0.1 ist eine private, Loopback- oder Link-Local-Adresse; Ausgaben dürfen es nicht erreichen',
    );
  });
});

/** A team and project, and how an old node (before message codes) wrote an execution: without codes. */
async function seedOldProject(orm: MikroORM) {
  const connection = orm.em.getConnection();
  const [teamId, projectId] = [randomUUID(), randomUUID()];
  await connection.execute(`insert into teams (id, created_at, name) values (?, now(), 'Team')`, [teamId]);
  await connection.execute(
    `insert into projects (id, created_at, team_id, name, slug) values (?, now(), ?, 'Project', ?)`,
    [projectId, teamId, `p-${projectId.slice(0, 8)}`],
  );
  const insertOld = (id: string, project: string, status: string, errors: string[], warnings: string[]) =>
    connection.execute(
      `insert into executions (id, created_at, project_id, execution_type, processing_mode, status, errors, warnings)
       values (?, now(), ?, 'api', 'balanced', ?, ?::jsonb, ?::jsonb)`,
      [id, project, status, JSON.stringify(errors), JSON.stringify(warnings)],
    );
  return { projectId, insertOld };
}
