import { z } from 'zod';
import { failEvaluationItem, runEvaluationItem } from '../../services/evaluations/run-evaluation-item.ts';
import { defineJob } from '../define-job.ts';

/** Extracts one execution's stored documents with an evaluation's candidate and baseline. Idempotent: claimed atomically. */
export const runEvaluationDocumentJob = defineJob({
  id: 'evaluation.document',
  payload: z.strictObject({ itemId: z.uuid() }),
  // The default lock (JOB_LOCK_SECONDS): the queue's heartbeat keeps it through long extractions,
  // and a killed worker's item is taken over within one lock lifetime.
  maxRetries: 3,
  // A 200-document evaluation must not take every worker slot from live uploads' extractions.
  concurrency: 2,
  async handler({ itemId }, { orm, config, storage, log }, job) {
    try {
      await runEvaluationItem({
        em: orm.em.fork(),
        config,
        storage,
        itemId,
        released: job.released,
        onRelease: job.onRelease,
      });
    } catch (error) {
      if (!job.finalAttempt || job.released.aborted) {
        throw error;
      }
      // No retry follows: the item ends with an error instead of staying pending (and its
      // evaluation unfinished) for good. If even this cannot be written, the reconciler requeues it.
      log.error({ err: error, itemId }, 'an evaluation item failed through all its retries');
      await failEvaluationItem({ em: orm.em.fork(), itemId });
    }
  },
});
