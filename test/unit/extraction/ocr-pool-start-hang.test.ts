import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from '@jest/globals';
import { OcrFailedError } from '../../../src/extraction/ocr/errors.ts';
import { setOcrWorkerStartForTests, shutdownOcr, withWorker } from '../../../src/extraction/ocr/worker-pool.ts';
import { waitFor } from '../../helpers/wait-for.ts';

afterAll(async () => {
  setOcrWorkerStartForTests({});
  await shutdownOcr();
});

type TWatchedThread = { thread: Worker; exited: boolean };

/** A thread that runs until it is ended, added to `threads`, with whether it has exited. */
function watchedThread(threads: TWatchedThread[]): TWatchedThread {
  const started = { thread: new Worker('setInterval(() => {}, 60_000)', { eval: true }), exited: false };
  started.thread.once('exit', () => {
    started.exited = true;
  });
  threads.push(started);
  return started;
}

describe('OCR worker start that never settles', () => {
  it('ends the thread of a timed-out start, and the pool starts workers again afterwards', async () => {
    const threads: TWatchedThread[] = [];
    setOcrWorkerStartForTests({
      startTimeoutMs: 200,
      // As tesseract.js does when its language data fails to load: its thread runs, the start never settles.
      createWorker: (() => {
        watchedThread(threads);
        return new Promise(() => {});
      }) as never,
    });

    const hung = withWorker(['eng'], undefined, async () => 'never');
    await expect(hung).rejects.toBeInstanceOf(OcrFailedError);
    expect(threads).toHaveLength(1);
    // Left running, the thread would hold its memory for good, no longer counted by the pool.
    await waitFor('the thread of the hung start to exit', () => threads[0]?.exited);

    setOcrWorkerStartForTests({});
    expect(await withWorker(['eng'], undefined, async (entry) => entry.languages)).toBe('eng');
  }, 60_000);

  it('ends the thread when setting the parameters after a start never settles, and the pool goes on', async () => {
    // Not provoked with the real tesseract.js: its thread answers setParameters at once, and nothing
    // outside it can make it stop answering. The stand-in is tesseract.js's, not the pool's.
    await shutdownOcr(); // No idle worker of the first test may serve this call.
    const threads: TWatchedThread[] = [];
    setOcrWorkerStartForTests({
      startTimeoutMs: 200,
      createWorker: (() => {
        const started = watchedThread(threads);
        return Promise.resolve({
          worker: started.thread,
          setParameters: () => new Promise(() => {}),
          terminate: async () => {},
        });
      }) as never,
    });

    const hung = withWorker(['eng'], undefined, async () => 'never');
    await expect(hung).rejects.toBeInstanceOf(OcrFailedError);
    expect(threads).toHaveLength(1);
    await waitFor('the thread whose parameters were never set to exit', () => threads[0]?.exited);

    setOcrWorkerStartForTests({});
    expect(await withWorker(['eng'], undefined, async (entry) => entry.languages)).toBe('eng');
  }, 60_000);
});
