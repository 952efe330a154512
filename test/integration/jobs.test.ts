import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Execution } from '../../src/db/entities/execution.ts';
import { Project } from '../../src/db/entities/project.ts';
import { Session } from '../../src/db/entities/session.ts';
import { User } from '../../src/db/entities/user.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { intakeExecution, type TIntakeDeps } from '../../src/services/executions/intake.ts';
import { startGatedLlm } from '../helpers/gated-llm.ts';
import { runMaintenanceNow } from '../helpers/maintenance.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unusedPort } from '../helpers/unused-port.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

async function countQueued(name: string, data: Record<string, unknown> = {}): Promise<number> {
  const rows = await server.app.orm.em
    .fork()
    .getConnection()
    .execute<{ count: string }[]>('select count(*) as count from agenda_jobs where name = ? and data @> ?::jsonb', [
      name,
      JSON.stringify(data),
    ]);
  return Number(rows[0]?.count ?? 0);
}

describe('job queue on PostgreSQL', () => {
  // Stopped before the next block starts its own server on this same database.
  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('runs an enqueued job in the worker', async () => {
    const em = server.app.orm.em.fork();
    const user = em.create(User, {
      email: `jobs-${randomUUID()}@example.test`,
      name: 'Job Tester',
      passwordHash: 'not-a-real-hash',
    });
    const expired = em.create(Session, {
      id: randomUUID().replaceAll('-', '').padEnd(64, '0'),
      user,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const live = em.create(Session, {
      id: randomUUID().replaceAll('-', '').padEnd(64, '1'),
      user,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await em.flush();

    await server.app.jobs.enqueue('maintenance.purge-expired', {});

    await waitFor('the expired session to be purged', async () => {
      const left = await server.app.orm.em.fork().count(Session, { id: expired.id });
      return left === 0;
    });
    expect(await server.app.orm.em.fork().count(Session, { id: live.id })).toBe(1);
  });

  it('deletes mails written to disk a week ago (no SMTP_URL), keeping newer ones and other files', async () => {
    const directory = path.join(server.dataDir, 'mail');
    await mkdir(directory, { recursive: true });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const file = async (name: string, writtenAt: Date) => {
      await writeFile(path.join(directory, name), 'Subject: Reset your password\n\nhttp://127.0.0.1/reset?token=x\n');
      await utimes(path.join(directory, name), writtenAt, writtenAt);
    };
    await file('old.eml', daysAgo(8));
    await file('recent.eml', daysAgo(6));
    await file('notes.txt', daysAgo(30));

    await server.app.jobs.enqueue('maintenance.purge-expired', {});

    await waitFor('the week-old mail to be deleted', async () => !(await readdir(directory)).includes('old.eml'));
    expect((await readdir(directory)).sort()).toEqual(['notes.txt', 'recent.eml']);
  });

  it('refuses an invalid payload before anything is stored', async () => {
    const attempt = server.app.jobs.enqueue('maintenance.purge-expired', { unexpected: true } as never);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Counted by its payload: the worker may be removing the previous test's job meanwhile.
    expect(await countQueued('maintenance.purge-expired', { unexpected: true })).toBe(0);
  });

  it('writes the jobs of one transaction with one statement, and none when it rolls back', async () => {
    // Far in the future, so the worker leaves them for the test to look at.
    const runAt = new Date(Date.now() + 400 * 86_400_000 + Math.floor(Math.random() * 1_000_000));
    await server.app.jobs.transaction(server.app.orm.em.fork(), async (_tx, addJob) => {
      for (let index = 0; index < 3; index++) {
        addJob('maintenance.purge-expired', {}, { runAt });
      }
    });
    // Rows written by one statement share its command id (cmin); one statement per job would not.
    const rows = await server.app.orm.em
      .fork()
      .execute<{ cmin: string; xmin: string }[]>(
        'select cmin::text as cmin, xmin::text as xmin from agenda_jobs where next_run_at = ?',
        [runAt.toISOString()],
      );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.xmin)).size).toBe(1);
    expect(new Set(rows.map((row) => row.cmin)).size).toBe(1);

    const rolledBack = new Date(runAt.getTime() + 1000);
    await expect(
      server.app.jobs.transaction(server.app.orm.em.fork(), async (_tx, addJob) => {
        addJob('maintenance.purge-expired', {}, { runAt: rolledBack });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const left = await server.app.orm.em
      .fork()
      .execute('select 1 from agenda_jobs where next_run_at = ?', [rolledBack.toISOString()]);
    expect(left).toHaveLength(0);
  });

  it('commits a finished extraction with the record of its model calls, and leaves no job behind', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const response = await upload(server.url, project.id, bearer, [
      { name: 'invoice.txt', content: await fixture('invoice.txt') },
    ]).expect(200);
    const executionId: string = response.body.execution.id;
    const em = () => server.app.orm.em.fork();
    await waitFor('the extraction to finish', async () => {
      const [row] = await em().execute<{ status: string }[]>('select status from executions where id = ?', [
        executionId,
      ]);
      return row?.status === 'success';
    });
    // Same transaction id (xmin): the cost rows cannot exist without the outcome, nor the other way round.
    const rows = await em().execute<{ execution: string; call: string }[]>(
      `select e.xmin::text as execution, a.xmin::text as call
       from executions e join ai_requests a on a.execution_id = e.id where e.id = ?`,
      [executionId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.call).toBe(row.execution);
    }
    // The finish deleted the job that ran it (the queue's own DELETE is saved).
    await waitFor('the job to be gone', async () => (await countQueued('extraction.run', { executionId })) === 0);
  });

  it('takes an upload in one statement, and in one transaction when jobs live outside PostgreSQL', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const em = server.app.orm.em.fork();
    const loaded = await em.findOneOrFail(Project, { id: project.id }, { populate: ['team'] });
    const intakeWith = async (jobs: TIntakeDeps['jobs']) => {
      const content = await fixture('invoice.txt');
      const file = await server.app.storage.put(`projects/${project.id}/${randomUUID()}`, Readable.from(content));
      const documents = [
        {
          fileName: 'invoice.txt',
          contentType: 'text/plain',
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storageKey: file.key,
        },
      ];
      const { execution } = await intakeExecution(
        { em: server.app.orm.em.fork(), jobs, storage: server.app.storage },
        { actor: null, project: loaded, executionType: 'api', documents, reference: null, metadata: null },
      );
      // Every row of the intake, with the transaction and the command (statement) that wrote it.
      const rows = await em.getConnection().execute<{ xmin: string; cmin: string }[]>(
        `select xmin::text, cmin::text from executions where id = ?
         union all select d.xmin::text, d.cmin::text from documents d
           join execution_documents l on l.document_id = d.id where l.execution_id = ?
         union all select xmin::text, cmin::text from execution_documents where execution_id = ?
         union all select xmin::text, cmin::text from team_events where project_execution_id = ?`,
        [execution.id, execution.id, execution.id, execution.id],
      );
      expect(rows).toHaveLength(4);
      // Its extraction job exists with it: the worker takes the execution to its end.
      await waitFor('the extraction', async () =>
        ['success', 'failed'].includes(
          (await server.app.orm.em.fork().findOneOrFail(Execution, { id: execution.id })).status,
        ),
      );
      return {
        transactions: new Set(rows.map((row) => row.xmin)).size,
        statements: new Set(rows.map((row) => row.cmin)).size,
      };
    };
    expect(server.app.jobs.jobsInStatement).toBe(true);
    expect(await intakeWith(server.app.jobs)).toEqual({ transactions: 1, statements: 1 });
    expect(await intakeWith({ transaction: server.app.jobs.transaction, jobsInStatement: false })).toMatchObject({
      transactions: 1,
    });
  });
});

describe('a run that lost its claim', () => {
  it('stops at once (its model call cancelled) and writes nothing when another worker took the execution over', async () => {
    const model = await startGatedLlm();
    // Short locks: heartbeats every second, so the loss is noticed within seconds.
    const own = await startTestServer({
      env: {
        JOB_LOCK_SECONDS: '3',
        MODEL_BALANCED: 'openai-compatible:gated',
        OPENAI_COMPATIBLE_BASE_URL: model.baseUrl,
        LLM_TIMEOUT_MS: '60000',
      },
    });
    try {
      const { project, bearer } = await seedInvoiceProject(own.app);
      const response = await upload(own.url, project.id, bearer, [
        { name: 'invoice.txt', content: await fixture('invoice.txt') },
      ]).expect(200);
      const executionId: string = response.body.execution.id;
      await waitFor('the extraction at the model', () => model.held.count === 1);
      // What a second worker's takeover leaves: the execution claimed under a new token.
      const [taken] = await own.app.orm.em.fork().execute<{ token: string }[]>(
        `update executions set started_at = clock_timestamp(), heartbeat_at = now() where id = ? and status = 'running'
           returning started_at::text as token`,
        [executionId],
      );
      await waitFor('the lost run to cancel its model call', () => model.aborted.count === 1, { timeoutMs: 15_000 });
      model.open();
      // Its job ended without an outcome: the execution is still the other worker's.
      await waitFor('the lost run to end', async () => {
        const jobs = await own.app.orm.em
          .fork()
          .execute(`select 1 from agenda_jobs where name = 'extraction.run' and data->>'executionId' = ?`, [
            executionId,
          ]);
        return jobs.length === 0;
      });
      const [row] = await own.app.orm.em
        .fork()
        .execute<{ status: string; token: string }[]>(
          'select status, started_at::text as token from executions where id = ?',
          [executionId],
        );
      expect(row).toEqual({ status: 'running', token: taken?.token });
    } finally {
      model.open();
      await own.stop();
      await model.close();
    }
  });
});

describe('mails written to disk before SMTP_URL was set', () => {
  it('are deleted after a week too: they hold reset links whether or not mail now goes out by SMTP', async () => {
    const own = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}` } });
    try {
      const directory = path.join(own.dataDir, 'mail');
      await mkdir(directory, { recursive: true });
      const old = path.join(directory, 'old.eml');
      await writeFile(old, 'Subject: Reset your password\n\nhttp://127.0.0.1/reset?token=x\n');
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
      await utimes(old, eightDaysAgo, eightDaysAgo);

      await runMaintenanceNow(own.app.orm);
      expect(await readdir(directory)).toEqual([]);
    } finally {
      await own.stop();
    }
  });
});
