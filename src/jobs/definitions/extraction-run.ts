import { z } from 'zod';
import { Execution } from '../../db/entities/execution.ts';
import { runExtraction } from '../../extraction/pipeline.ts';
import { defineJob } from '../define-job.ts';

const HEARTBEAT_MS = 60_000;

/** Turns one execution's documents into JSON. Idempotent: the execution is claimed atomically. */
export const runExtractionJob = defineJob({
  id: 'extraction.run',
  payload: z.strictObject({ executionId: z.uuid() }),
  // Long documents and slow models: the lock must outlive the work, and is refreshed below.
  lockLifetimeMs: 20 * 60_000,
  async handler({ executionId }, { orm, config, storage, enqueue, log }, job) {
    // Keeps the queue lock and the execution's claim fresh, so neither agenda nor the stale-job
    // sweeper hands a long extraction (OCR of many pages, a slow model) to a second worker.
    const heartbeat = setInterval(() => {
      job.touch().catch((error: unknown) => log.warn({ err: error }, 'could not refresh the job lock'));
      orm.em
        .fork()
        .nativeUpdate(Execution, { id: executionId, status: 'running' }, { heartbeatAt: new Date() })
        .catch((error: unknown) => log.warn({ err: error }, 'could not refresh the execution claim'));
    }, HEARTBEAT_MS);
    try {
      await runExtraction(
        { em: orm.em.fork(), config, storage, enqueue: (jobId, payload) => enqueue(jobId, payload) },
        executionId,
      );
    } finally {
      clearInterval(heartbeat);
    }
  },
});
