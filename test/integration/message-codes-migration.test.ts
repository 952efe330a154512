import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { pino } from 'pino';
import { renderExecutionMessages } from '../../src/contracts/executions.ts';
import { Delivery } from '../../src/db/entities/delivery.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { TeamEvent } from '../../src/db/entities/team-event.ts';
import { migrate, openOrm } from '../../src/db/orm.ts';
import type { TJobContext, TJobDeps } from '../../src/jobs/define-job.ts';
import { codeOldMessagesJob } from '../../src/jobs/definitions/maintenance-code-old-messages.ts';
import { deliveryErrorOf } from '../../src/routers/outputs/to-delivery.ts';
import { codeOldMessages } from '../../src/services/maintenance/code-old-messages.ts';
import { createDatabase, databaseUrl, TEST_DATABASE_PREFIX, testServerUrl } from '../helpers/test-database.ts';

// The last migration before messages were stored by code.
const BEFORE_CODES = 'Migration20261127113000_evaluation_items_open_index';

let orm: MikroORM;

beforeAll(async () => {
  // Its own database, migrated up to before the codes, so it can hold rows as old servers wrote them.
  const name = `${TEST_DATABASE_PREFIX}${process.env.DOCSTRUCT_TEST_RUN ?? process.pid}_w${process.env.JEST_WORKER_ID ?? '1'}_codes`;
  const server = new pg.Client({ connectionString: testServerUrl() });
  await server.connect();
  await server.query(`drop database if exists "${name}" with (force)`);
  await server.end();
  await createDatabase(name);
  orm = await openOrm({ clientUrl: databaseUrl(name), poolMax: 2 });
  await orm.migrator.up({ to: BEFORE_CODES });
});

afterAll(async () => {
  await orm.close(true);
});

/** Runs the background step as the worker does; `touch` (after every committed batch) may stop it. */
async function runStep(touch: () => Promise<void> = async () => {}) {
  const deps = { orm, log: pino({ level: 'silent' }) } as unknown as TJobDeps;
  const context = { touch, released: new AbortController().signal } as unknown as TJobContext;
  await codeOldMessagesJob.handler({}, deps, context);
}

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

    // The job run after it finishes the work, without touching what the first run coded.
    await runStep();
    const done = await detailsOf();
    expect(done.every(([, errors, warnings]) => errors !== null && warnings !== null)).toBe(true);
    expect(done.filter(([id]) => firstBatch.some(([first]) => first === id))).toEqual(firstBatch);

    const em = orm.em.fork();
    const old = await em.findOneOrFail(Execution, { id: oldId });
    expect(old.errorDetails).toEqual([
      { code: 'error.no_text', params: {} },
      { code: 'warning.page_unreadable', params: { number: '3', reason: 'time limit', file: 'scan.pdf' } },
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
});
