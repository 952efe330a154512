import { z } from 'zod';
import { runEvaluationItem } from '../../services/evaluations/run-evaluation-item.ts';
import { defineJob } from '../define-job.ts';

/** Extracts one execution's stored documents with an evaluation's candidate and baseline. Idempotent: claimed atomically. */
export const runEvaluationDocumentJob = defineJob({
  id: 'evaluation.document',
  payload: z.strictObject({ itemId: z.uuid() }),
  // Two extractions (candidate and baseline) of possibly long documents.
  lockLifetimeMs: 30 * 60_000,
  maxRetries: 3,
  // A 200-document evaluation must not take every worker slot from live uploads' extractions.
  concurrency: 2,
  async handler({ itemId }, { orm, config, storage }) {
    await runEvaluationItem({ em: orm.em.fork(), config, storage, itemId });
  },
});
