import { z } from 'zod';
import { runExtraction } from '../../services/executions/run-extraction.ts';
import { heartbeatMs, refreshClaim, releaseExecution, type TClaim } from '../../services/executions/transitions.ts';
import { defineJob } from '../define-job.ts';

/** Turns one execution's documents into JSON. Idempotent: the execution is claimed atomically. */
export const runExtractionJob = defineJob({
  id: 'extraction.run',
  payload: z.strictObject({ executionId: z.uuid() }),
  // A failed run (the database away for a moment) is tried again; the claim makes repeats harmless.
  maxRetries: 5,
  async handler({ executionId }, { orm, config, storage, transaction, log }, job) {
    let claim: TClaim | null = null;
    // The execution's heartbeat: while it is fresh no other worker claims the execution; when this
    // process dies, the job's lock and the heartbeat both go stale within seconds and it is taken over.
    const heartbeat = setInterval(() => {
      if (claim) {
        refreshClaim(orm.em, claim).catch((error: unknown) =>
          log.warn({ err: error }, 'could not refresh the execution claim'),
        );
      }
    }, heartbeatMs(config.JOB_LOCK_SECONDS));
    job.onRelease(async () => {
      if (claim) {
        await releaseExecution(orm.em, claim);
      }
    });
    try {
      await runExtraction(
        {
          em: orm.em.fork(),
          config,
          storage,
          transaction,
          released: job.released,
          onClaim: (value) => {
            claim = value;
          },
        },
        executionId,
      );
    } finally {
      clearInterval(heartbeat);
    }
  },
});
