import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { renderExecutionMessages } from '../../src/contracts/executions.ts';
import { Delivery } from '../../src/db/entities/delivery.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { TeamEvent } from '../../src/db/entities/team-event.ts';
import { migrate, openOrm } from '../../src/db/orm.ts';
import type { TJobContext, TJobDeps } from '../../src/jobs/define-job.ts';
import { CONFIRM_PASS_DELAY_MS, codeOldMessagesJob } from '../../src/jobs/definitions/maintenance-code-old-messages.ts';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { deliveryErrorOf } from '../../src/routers/outputs/to-delivery.ts';
import { codeOldMessages } from '../../src/services/maintenance/code-old-messages.ts';
import { capturedLog } from '../helpers/captured-log.ts';
import { createDatabase, databaseUrl, TEST_DATABASE_PREFIX, testServerUrl } from '../helpers/test-database.ts';
import { startTestServer } from '../helpers/test-server.ts';

// The last migration before messages were stored by code.
const BEFORE_CODES = 'Migration20261127113000_evaluation_items_open_index';

let orm: MikroORM;
let databaseName: string;

beforeAll(async () => {
  // Its own database, migrated up to before the codes, so it can hold rows as old servers wrote them.
  databaseName = `${TEST_DATABASE_PREFIX}${process.env.DOCSTRUCT_TEST_RUN ?? process.pid}_w${process.env.JEST_WORKER_ID ?? '1'}_codes`;
  const server = new pg.Client({ connectionString: testServerUrl() });
  await server.connect();
  await server.query(`drop database if exists "${databaseName}" with (force)`);
  await server.end();
  await createDatabase(databaseName);
  orm = await openOrm({ clientUrl: databaseUrl(databaseName), poolMax: 2 });
  await orm.migrator.up({ to: BEFORE_CODES });
});

afterAll(async () => {
  await orm.close(true);
});

/** The passes the background step queued (each a job for later), and its log lines. */
let queued: { jobId: string; runAt?: Date }[] = [];
let logged = capturedLog();

/** Runs the background step as the worker does; `touch` (after every committed batch) may stop it. */
async function runStep(touch: () => Promise<void> = async () => {}) {
  queued = [];
  logged = capturedLog();
  const enqueue = async (jobId: string, _payload: unknown, options?: { runAt?: Date }) => {
    queued.push({ jobId, runAt: options?.runAt });
    return 'queued';
  };
  const deps = { orm, log: logged.log, enqueue } as unknown as TJobDeps;
  const context = { touch, released: new AbortController().signal } as unknown as TJobContext;
  await codeOldMessagesJob.handler({}, deps, context);
}

const markerOf = async () =>
  orm.em
    .getConnection()
    .execute<{ done_at: string }[]>(`select done_at from maintenance_markers where name = 'code-old-messages'`);

describe('message codes for rows written before them', () => {
  it('adds only the columns; the background step codes old rows in batches, and a run stopped half-way loses nothing', async () => {
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
    await runStep();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.jobId).toBe('maintenance.code-old-messages');
    expect(queued[0]?.runAt?.getTime()).toBeGreaterThanOrEqual(before + CONFIRM_PASS_DELAY_MS);
    expect(await markerOf()).toEqual([]);
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
    const { projectId, insertOld } = await seedOldProject();
    // An execution an old node (before message codes) took and still runs: no codes, no messages yet.
    const runningId = randomUUID();
    await insertOld(runningId, projectId, 'running', [], []);
    await runStep();
    const codesOf = async () =>
      (
        await orm.em
          .getConnection()
          .execute<{ error_details: unknown }[]>('select error_details from executions where id = ?', [runningId])
      )[0]?.error_details;
    // Not coded as "no errors" behind the old node's back; the pass is not the last one.
    expect(await codesOf()).toBeNull();
    expect(queued.map((job) => job.jobId)).toEqual(['maintenance.code-old-messages']);
    expect(await markerOf()).toEqual([]);

    // The old node fails it, writing its English text only; the next pass codes it from that text.
    await orm.em
      .getConnection()
      .execute(`update executions set status = 'failed', errors = ? where id = ?`, [
        JSON.stringify(['No text could be read from the documents.']),
        runningId,
      ]);
    await runStep();
    expect(await codesOf()).toEqual([{ code: 'error.no_text', params: {} }]);
    expect(queued).toHaveLength(1);
  });

  it('a pass that finds nothing writes the marker; after it neither a pass nor a worker start walks the tables', async () => {
    await runStep();
    expect(queued).toEqual([]);
    const [marker] = await markerOf();
    expect(Date.parse(String(marker?.done_at))).toBeGreaterThan(Date.now() - 60_000);
    expect(logged.lines.map((line) => line.msg)).toEqual([
      'every message is coded: the backfill is finished and will not run again',
    ]);

    // A row without codes after the marker (as an old node idle through the clean pass writes it):
    // a pass that walked would code it; this one returns at the marker and logs nothing.
    const { projectId, insertOld } = await seedOldProject();
    const lateId = randomUUID();
    await insertOld(lateId, projectId, 'failed', ['No text could be read from the documents.'], []);
    await runStep();
    const late = async () =>
      (
        await orm.em
          .getConnection()
          .execute<{ error_details: unknown }[]>('select error_details from executions where id = ?', [lateId])
      )[0]?.error_details;
    expect(await late()).toBeNull();
    expect(queued).toEqual([]);
    expect(logged.lines).toEqual([]);
    expect(await markerOf()).toEqual([marker]);
    // Still answered in the reader's language, read back from its English text.
    expect(renderExecutionMessages(await orm.em.fork().findOneOrFail(Execution, { id: lateId }), 'de').errors).toEqual([
      'Aus den Dokumenten konnte kein Text gelesen werden.',
    ]);

    // A worker start queues no backfill at all.
    const server = await startTestServer({ env: { DATABASE_URL: databaseUrl(databaseName), ROLES: 'worker' } });
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

/** A team and project, and how an old node (before message codes) wrote an execution: without codes. */
async function seedOldProject() {
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
