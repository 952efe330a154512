import { z } from 'zod';
import { runExtraction } from '../../extraction/pipeline.ts';
import { defineJob } from '../define-job.ts';

/** Turns one execution's documents into JSON. Idempotent: the execution is claimed atomically. */
export const runExtractionJob = defineJob({
  id: 'extraction.run',
  payload: z.strictObject({ executionId: z.uuid() }),
  // Long documents and slow models: the lock must outlive the work (it is also refreshed).
  lockLifetimeMs: 20 * 60_000,
  async handler({ executionId }, { orm, config, storage, enqueue }) {
    await runExtraction(
      { em: orm.em.fork(), config, storage, enqueue: (jobId, payload) => enqueue(jobId, payload) },
      executionId,
    );
  },
});
