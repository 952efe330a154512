import workerThreads from 'node:worker_threads';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { TOcrLanguage } from '../../../src/extraction/ocr/settings.ts';
import { POOL_SIZE, shutdownOcr, withWorker } from '../../../src/extraction/ocr/worker-pool.ts';

/**
 * Every thread tesseract.js starts, counted from its creation to its exit: a terminated worker
 * holds its 100–300 MB until the thread has exited, so that is what the pool's bound must cover.
 * (tesseract.js takes `Worker` from worker_threads when it is first loaded, which is after this.)
 */
const alive = new Set<workerThreads.Worker>();
let most = 0;
const OriginalWorker = workerThreads.Worker;
class CountedWorker extends OriginalWorker {
  constructor(...args: ConstructorParameters<typeof OriginalWorker>) {
    super(...args);
    alive.add(this);
    most = Math.max(most, alive.size);
    this.once('exit', () => alive.delete(this));
  }
}
Object.assign(workerThreads, { Worker: CountedWorker });

afterAll(async () => {
  await shutdownOcr();
  Object.assign(workerThreads, { Worker: OriginalWorker });
});

// Four different workers from the two bundled languages.
const KEYS: TOcrLanguage[][] = [['eng'], ['deu'], ['eng', 'deu'], ['deu', 'eng']];

describe('OCR worker pool size', () => {
  it('never holds more than POOL_SIZE threads, also while replacing idle workers of other languages', async () => {
    // The pool full of idle workers, then every place asked for by languages none of them has.
    const first = KEYS.slice(0, POOL_SIZE);
    await Promise.all(first.map((languages) => withWorker(languages, undefined, async () => {})));
    expect(alive.size).toBe(POOL_SIZE);
    const next = KEYS.slice(POOL_SIZE, 2 * POOL_SIZE);
    const seen = await Promise.all(
      next.map((languages) => withWorker(languages, undefined, async (entry) => entry.languages)),
    );
    expect(seen).toEqual(next.map((languages) => languages.join('+')));
    expect(most).toBeLessThanOrEqual(POOL_SIZE);
  }, 60_000);
});
