import { afterAll, describe, expect, it } from '@jest/globals';
import { OcrStoppedError } from '../../../src/extraction/ocr/errors.ts';
import { POOL_SIZE, shutdownOcr, withWorker } from '../../../src/extraction/ocr/worker-pool.ts';

/**
 * The OCR pool's turns (p-limit): at most POOL_SIZE recognitions at once, a waiting one can give up
 * on abort without taking a worker, and shutdownOcr() turns the waiting ones away.
 */

afterAll(async () => {
  await shutdownOcr();
});

/** Occupies every worker of the pool until `release` is called. */
async function occupyPool() {
  const gate = Promise.withResolvers<void>();
  const running: string[] = [];
  const entered: Promise<void>[] = [];
  const holders = Array.from({ length: POOL_SIZE }, (_, index) => {
    const started = Promise.withResolvers<void>();
    entered.push(started.promise);
    return withWorker(['eng'], undefined, async (entry) => {
      running.push(`holder ${index} on ${typeof entry.worker.recognize}`);
      started.resolve();
      await gate.promise;
      return index;
    });
  });
  await Promise.all(entered);
  return { holders, running, release: () => gate.resolve() };
}

describe('OCR worker pool', () => {
  it('lets a waiting call give up on abort and runs the next waiting one once a worker is free', async () => {
    const pool = await occupyPool();
    expect(pool.running).toHaveLength(POOL_SIZE);
    const controller = new AbortController();
    let abandonedRan = false;
    const abandoned = withWorker(['eng'], controller.signal, async () => {
      abandonedRan = true;
    });
    const next = withWorker(['eng'], undefined, async () => 'next ran');
    controller.abort(new Error('the client went away'));
    // Rejected while every worker is still busy: it did not wait for a turn.
    await expect(abandoned).rejects.toThrow('the client went away');
    pool.release();
    expect(await Promise.all(pool.holders)).toEqual(Array.from({ length: POOL_SIZE }, (_, index) => index));
    expect(await next).toBe('next ran');
    expect(abandonedRan).toBe(false);
  }, 60_000);

  it('turns waiting calls away with OcrStoppedError on shutdown', async () => {
    const pool = await occupyPool();
    const waiting = withWorker(['eng'], undefined, async () => 'never');
    const refused = expect(waiting).rejects.toBeInstanceOf(OcrStoppedError);
    await shutdownOcr();
    await refused;
    pool.release();
    await Promise.allSettled(pool.holders);
  }, 60_000);
});
