import { setTimeout as sleep } from 'node:timers/promises';
import workerThreads from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { POOL_SIZE, withWorker } from '../../src/extraction/ocr/worker-pool.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

/**
 * OCR threads started in this process (tesseract.js takes `Worker` from worker_threads when it is
 * first loaded, which is after this): a recognition for a run needs a thread of its languages.
 */
let started = 0;
const OriginalWorker = workerThreads.Worker;
Object.assign(workerThreads, {
  Worker: class extends OriginalWorker {
    constructor(...args: ConstructorParameters<typeof OriginalWorker>) {
      super(...args);
      started++;
    }
  },
});

let server: TTestServer;

beforeAll(async () => {
  // Short locks: heartbeats every second, so the loss is noticed within seconds.
  server = await startTestServer({ env: { JOB_LOCK_SECONDS: '3', OCR_LANGUAGES: 'eng' } });
});

afterAll(async () => {
  await server.stop();
  Object.assign(workerThreads, { Worker: OriginalWorker });
});

describe('a run that lost its claim while waiting for OCR', () => {
  it('cancels its recognition: no OCR work is done for a document another worker now owns', async () => {
    // Every place of the OCR pool held by a worker of another language, until the test lets go.
    const gate = Promise.withResolvers<void>();
    const entered: Promise<void>[] = [];
    const holders = Array.from({ length: POOL_SIZE }, () => {
      const inside = Promise.withResolvers<void>();
      entered.push(inside.promise);
      return withWorker(['deu'], undefined, async () => {
        inside.resolve();
        await gate.promise;
      });
    });
    await Promise.all(entered);
    const threadsBefore = started;

    const { project, bearer } = await seedInvoiceProject(server.app);
    const response = await upload(server.url, project.id, bearer, [
      { name: 'scan.png', content: await fixture('scanned-invoice.png') },
    ]).expect(200);
    const executionId: string = response.body.execution.id;
    const em = () => server.app.orm.em.fork();
    await waitFor('the run to claim the execution', async () => {
      const [row] = await em().execute<{ status: string }[]>('select status from executions where id = ?', [
        executionId,
      ]);
      return row?.status === 'running';
    });
    // What a second worker's takeover leaves: the execution claimed under a new token.
    const [taken] = await em().execute<{ token: string }[]>(
      `update executions set started_at = clock_timestamp(), heartbeat_at = now() where id = ?
       returning started_at::text as token`,
      [executionId],
    );
    // The second worker keeps its claim alive as a real one does (heartbeats); without them the 3-second lock ran out
    // on a slow machine and the stale-run sweep claimed the execution a third time (a new token, a failed test).
    const heartbeats = setInterval(() => {
      void em()
        .execute('update executions set heartbeat_at = now() where id = ? and started_at::text = ?', [
          executionId,
          taken?.token,
        ])
        .catch(() => undefined);
    }, 500);
    try {
      await waitFor(
        'the lost run to end',
        async () =>
          (
            await em().execute(`select 1 from agenda_jobs where name = 'extraction.run' and data->>'executionId' = ?`, [
              executionId,
            ])
          ).length === 0,
        { timeoutMs: 15_000 },
      );

      gate.resolve();
      await Promise.all(holders);
      // Turns are taken in order: by the time this one has run, the lost run's turn has come and gone.
      await withWorker(['deu'], undefined, () => sleep(500));
      expect(started).toBe(threadsBefore);
      const [row] = await em().execute<{ status: string; token: string }[]>(
        'select status, started_at::text as token from executions where id = ?',
        [executionId],
      );
      expect(row).toEqual({ status: 'running', token: taken?.token });
    } finally {
      clearInterval(heartbeats);
    }
  }, 60_000);
});
