import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { defineJob } from '../../src/jobs/define-job.ts';

/**
 * A job for shutdown tests: its first run marks `started` and works for a long time; a later
 * run (after the first was interrupted) marks `finished` at once.
 */
export const slowTestJob = defineJob({
  id: 'test.slow',
  payload: z.strictObject({ dir: z.string(), workMs: z.number().int().min(0) }),
  async handler({ dir, workMs }) {
    if (existsSync(path.join(dir, 'started'))) {
      await writeFile(path.join(dir, 'finished'), 'ok');
      return;
    }
    await writeFile(path.join(dir, 'started'), 'ok');
    await sleep(workMs);
    await writeFile(path.join(dir, 'finished'), 'ok');
  },
});
