// The end-to-end half of the regex audit (regex-audit.ts): the top-level readers (documentLines, and the local
// provider's extract with a schema of many field types) on hostile documents, each at a quarter of its size and at
// its full size, in a thread of its own stopped at a time limit. Linear work grows about 4× from the quarter to the
// full size; a reader growing well past that (or stopped) is flagged.
import { Worker } from 'node:worker_threads';
import { HOSTILE } from './reader-audit-documents.ts';

/** A document whose quarter took longer than this is not tried at its full size. */
const QUARTER_LIMIT_MS = 30_000;
const LIMIT_MS = 120_000;

type TReaderTiming = { readMs?: number; linesMs?: number; extractMs?: number; stopped?: boolean };

function timeReaders(name: string, scale: number): Promise<TReaderTiming> {
  const worker = new Worker(new URL('./reader-audit-worker.ts', import.meta.url), { workerData: { name, scale } });
  const timing: TReaderTiming = {};
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(guard);
      void worker.terminate();
      resolve(timing);
    };
    const guard = setTimeout(() => {
      timing.stopped = true;
      finish();
    }, LIMIT_MS);
    worker.on('message', (message: TReaderTiming & { kind: string }) => {
      Object.assign(timing, message);
      if (message.kind === 'extract') finish();
    });
    worker.once('error', (error) => {
      console.log(`  ${name}: ${error.message}`);
      finish();
    });
  });
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);
const growth = (quarter: number | undefined, full: number | undefined) =>
  quarter === undefined || full === undefined ? Number.POSITIVE_INFINITY : full / Math.max(quarter, 1);

/** Times every hostile document; returns the names of those whose readers grew faster than linear. */
export async function readerAudit(): Promise<string[]> {
  const flagged: string[] = [];
  console.log('\nTop-level readers on hostile documents (quarter size → full size; linear grows ~4×):');
  for (const name of Object.keys(HOSTILE)) {
    const quarter = await timeReaders(name, 0.25);
    const full =
      quarter.stopped || (quarter.extractMs ?? 0) > QUARTER_LIMIT_MS ? { stopped: true } : await timeReaders(name, 1);
    const linesGrowth = growth(quarter.linesMs, full.linesMs);
    const extractGrowth = growth(quarter.extractMs, full.extractMs);
    // Under 200 ms at full size the ratio is noise; over it, 8× per 4× is quadratic work showing.
    const slow = (full.extractMs ?? Number.POSITIVE_INFINITY) > 200 || (full.linesMs ?? Number.POSITIVE_INFINITY) > 200;
    const superLinear = full.stopped || (slow && Math.max(linesGrowth, extractGrowth) > 8);
    if (superLinear) flagged.push(name);
    console.log(
      `${superLinear ? 'FLAG' : 'ok  '} ${name}: read ${ms(quarter.readMs)} → ${ms(full.readMs)}, documentLines ${ms(quarter.linesMs)} → ${ms(full.linesMs)} (${linesGrowth.toFixed(1)}×), extract ${ms(quarter.extractMs)} → ${full.stopped ? `stopped at ${LIMIT_MS / 1000} s` : ms(full.extractMs)} (${extractGrowth.toFixed(1)}×)`,
    );
  }
  return flagged;
}
