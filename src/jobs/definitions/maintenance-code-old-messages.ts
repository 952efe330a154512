import { z } from 'zod';
import { codeOldMessages } from '../../services/maintenance/code-old-messages.ts';
import { defineJob } from '../define-job.ts';

/**
 * Codes the messages of rows older than message codes, in small batches (see codeOldMessages);
 * queued at each worker start, so it runs once after the upgrade whose migrations only added the
 * columns. A run stopped half-way (shutdown, crash) loses nothing: the next run does the rest.
 */
export const codeOldMessagesJob = defineJob({
  id: 'maintenance.code-old-messages',
  payload: z.strictObject({}),
  concurrency: 1,
  async handler(_payload, { orm, log }, context) {
    const coded = await codeOldMessages({ orm, afterBatch: context.touch, signal: context.released });
    if (Object.values(coded).some((count) => count > 0)) {
      log.info({ coded }, 'coded the messages of rows written before message codes');
    }
  },
});
