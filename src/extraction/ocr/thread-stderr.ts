import type { Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';

/**
 * Tesseract's own report of language data it cannot use, written by its WebAssembly code with
 * tprintf to the thread's stderr (e.g. "Error opening data file ./eng.traineddata" when a
 * traineddata file is corrupt or missing from its in-memory file system).
 */
const LANGUAGE_DATA_LINE = /^(Error opening data file|Failed loading language|Tesseract couldn't load any languages)/;

/**
 * Takes over a tesseract.js thread's stderr, which Node otherwise pipes into the process's stderr
 * as raw, context-free lines (outside the JSON log). Tesseract's language data lines are kept in
 * `languageDataLines` for the error that the failed start raises (OcrLanguageDataError: the scan
 * fails with it, and the extraction job logs it with these lines); anything else the thread writes is passed on to the process's
 * stderr unchanged, so unexpected errors stay visible. `ended` settles once everything the thread
 * wrote has been read (Node ends a thread's stderr when the thread has exited). Call right after
 * the thread was created, before it runs.
 */
export function captureThreadStderr(thread: Worker): { languageDataLines: string[]; ended: Promise<void> } {
  const languageDataLines: string[] = [];
  const stderr = thread.stderr as Readable | null;
  if (!stderr) {
    return { languageDataLines, ended: Promise.resolve() };
  }
  const ended = new Promise<void>((resolve) => {
    stderr.once('end', resolve);
    stderr.once('close', resolve);
  });
  stderr.unpipe(process.stderr);
  stderr.setEncoding('utf8');
  let partial = '';
  const take = (line: string) => {
    if (LANGUAGE_DATA_LINE.test(line)) {
      languageDataLines.push(line);
    } else {
      process.stderr.write(`${line}\n`);
    }
  };
  stderr.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    lines.forEach(take);
  });
  stderr.on('end', () => {
    if (partial) {
      take(partial);
    }
  });
  // unpipe() left the stream paused: without this nothing would be read (and nothing passed on).
  stderr.resume();
  return { languageDataLines, ended };
}
