import { z } from 'zod';
import { codeOldMessages, countUncodedInFlight } from '../../services/maintenance/code-old-messages.ts';
import { isMaintenanceDone, markMaintenanceDone } from '../../services/maintenance/maintenance-markers.ts';
import { defineJob } from '../define-job.ts';

/** The wait before the pass that confirms nothing is left, after a pass that still found work. */
export const CONFIRM_PASS_DELAY_MS = 3_600_000;

/**
 * Codes the messages of rows older than message codes, in small batches (see codeOldMessages);
 * queued at a worker start until it is finished. A run stopped half-way (shutdown, crash, a cut
 * connection past its retries) loses nothing: the next run does the rest. A shutdown stops it at
 * the next batch boundary, not at the end of the grace period, and queues that next run at once
 * (another worker, or this one's next start, takes it).
 *
 * Finished means one whole pass found nothing to code and no uncoded row in a node's hand; that
 * pass writes the marker `code-old-messages`, and no later start walks the tables again. Rows
 * without codes are written after the upgrade only by OLD nodes still running during a rolling
 * upgrade, so a pass that coded rows (or left some in flight) is not the last: it queues another
 * pass an hour later, and so on until a pass finds nothing (the old nodes are gone). What an old
 * node writes after that clean pass (a node that stayed idle through it) keeps only its English
 * text and is read back when answered, as every uncoded row is.
 */
export const codeOldMessagesJob = defineJob({
  id: 'maintenance.code-old-messages',
  payload: z.strictObject({}),
  concurrency: 1,
  // A database away for longer than one batch's retries: the pass starts over later (idempotent).
  maxRetries: 5,
  async handler(_payload, { orm, log, enqueue }, context) {
    if (await isMaintenanceDone(orm, 'code-old-messages')) {
      return;
    }
    const signal = AbortSignal.any([context.stopping, context.released]);
    const coded = await codeOldMessages({ orm, afterBatch: context.touch, signal });
    if (context.released.aborted) {
      return; // released by the shutdown: the queue hands this job over, and its next run does the rest
    }
    if (context.stopping.aborted) {
      log.info({ coded }, 'the message backfill stopped for the shutdown; its next run does the rest');
      await enqueue('maintenance.code-old-messages', {});
      return;
    }
    const codedRows = Object.values(coded).reduce((sum, count) => sum + count, 0);
    const inFlight = await countUncodedInFlight(orm);
    if (codedRows === 0 && inFlight === 0) {
      await markMaintenanceDone(orm, 'code-old-messages');
      log.info('every message is coded: the backfill is finished and will not run again');
      return;
    }
    log.info({ coded, inFlight }, 'coded the messages of rows written before message codes; another pass follows');
    await enqueue('maintenance.code-old-messages', {}, { runAt: new Date(Date.now() + CONFIRM_PASS_DELAY_MS) });
  },
});
