import { z } from 'zod';
import { runExtraction } from '../../services/executions/run-extraction.ts';
import {
  heartbeatMs,
  refreshClaim,
  releaseExecution,
  staleAfterSeconds,
  type TClaim,
} from '../../services/executions/transitions.ts';
import { defineJob } from '../define-job.ts';

/** Turns one execution's documents into JSON. Idempotent: the execution is claimed atomically. */
export const runExtractionJob = defineJob({
  id: 'extraction.run',
  payload: z.strictObject({ executionId: z.uuid() }),
  // A failed run (the database or the file storage away for a moment) is tried again, with backoff
  // (1 s doubling: about 30 s in all); the claim makes repeats harmless.
  maxRetries: 5,
  async handler({ executionId }, { orm, config, storage, transaction, jobsInStatement, log }, job) {
    let claim: TClaim | null = null;
    const lost = new AbortController();
    let lastBeat = Date.now();
    // The execution's heartbeat: while it is fresh no other worker claims the execution; when this
    // process dies, the job's lock and the heartbeat both go stale within seconds and it is taken over.
    // A heartbeat that finds the claim gone, or cannot be written for longer than a takeover takes,
    // means another worker may run the execution now: this run stops (model calls cancelled).
    const heartbeat = setInterval(() => {
      if (!claim || lost.signal.aborted) {
        return;
      }
      refreshClaim(orm.em, claim).then(
        (alive) => {
          lastBeat = Date.now();
          if (!alive) {
            log.warn({ executionId }, 'the execution was taken over by another worker; stopping this run');
            lost.abort(new Error('claim lost'));
          }
        },
        (error: unknown) => {
          log.warn({ err: error }, 'could not refresh the execution claim');
          if (Date.now() - lastBeat > staleAfterSeconds(config.JOB_LOCK_SECONDS) * 1000) {
            lost.abort(new Error('heartbeat lost'));
          }
        },
      );
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
          jobsInStatement,
          released: job.released,
          lost: lost.signal,
          jobRow: job.row ?? undefined,
          log,
          finalAttempt: job.finalAttempt,
          onClaim: (value) => {
            claim = value;
            lastBeat = Date.now();
          },
        },
        executionId,
      );
    } finally {
      clearInterval(heartbeat);
    }
  },
});
