// The thread of the regex audit (regex-audit.ts) that times one pattern on its hostile inputs. It reports each input
// before it starts, so a pattern the main thread has to stop (past its time) is known with the input that hung it.
// Every match of the pattern is found (as String#split, #replace with /g and the readers' exec loops do), so a
// pattern that is cheap once but rescans the rest of the line from each of its matches is caught too.
import { parentPort } from 'node:worker_threads';
import { hostileInputs, pumped } from './regex-audit-inputs.ts';

export const LENGTHS = [2_000, 8_000, 32_000];
/** Past this at one length the pattern is flagged without trying the longer ones. */
const SLOW_MS = 300;
/** Under this at the longest length a pattern is linear: a square-growing one takes ~100 ms there. */
const PLAIN_MS = 2;

export type TTiming = { input: string; ms: number[]; slow?: boolean };
export type TPatternTimings = { worst: TTiming | null; inputs: number };

/** Every match of `pattern` in `text` (empty matches step on by one character). */
function allMatches(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let count = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    count += 1;
    if (match[0] === '') pattern.lastIndex += 1;
  }
  return count;
}

/** The mean time of `times` runs over `text`, in milliseconds. */
function once(pattern: RegExp, text: string, times = 1): number {
  const started = performance.now();
  for (let time = 0; time < times; time += 1) allMatches(pattern, text);
  return (performance.now() - started) / times;
}

/** The best of three timings (the machine is shared: the least disturbed run counts). */
function best(pattern: RegExp, text: string, times: number): number {
  return Math.min(once(pattern, text, times), once(pattern, text, times), once(pattern, text, times));
}

/** The growth of the time from the shortest to the longest input: a linear pattern's is about 16 over 4×4. */
const growth = (timing: TTiming) =>
  timing.slow ? Number.POSITIVE_INFINITY : (timing.ms.at(-1) ?? 0) / (timing.ms[1] ?? 1);

function timePattern(source: string, flags: string): TPatternTimings {
  const pattern = new RegExp(source, `${flags.replace(/[gy]/g, '')}g`);
  const inputs = hostileInputs(source, flags);
  let worst: TTiming | null = null;
  for (const input of inputs) {
    parentPort?.postMessage({ kind: 'input', input: input.name });
    const ms: number[] = [];
    let slow = false;
    for (const length of LENGTHS) {
      ms.push(once(pattern, pumped(input, length)));
      parentPort?.postMessage({ kind: 'input', input: input.name, ms });
      if ((ms.at(-1) ?? 0) > SLOW_MS) {
        slow = true;
        break;
      }
    }
    if (!slow && (ms.at(-1) ?? 0) < PLAIN_MS) continue;
    // Worth a closer look: best of several runs, repeated for the short lengths so their time is measurable.
    const timing: TTiming = slow
      ? { input: input.name, ms, slow }
      : {
          input: input.name,
          // Each length run as often as makes the longest one's characters, so the short ones are measurable too.
          ms: LENGTHS.map((length) =>
            best(pattern, pumped(input, length), Math.ceil((LENGTHS.at(-1) ?? length) / length)),
          ),
        };
    // A growth from one round is often a pause of the shared machine or its garbage collector: confirmed by the
    // least time of five rounds, the lengths taken in turn.
    if (!timing.slow && growth(timing) > 6) {
      timing.ms = LENGTHS.map(() => Number.POSITIVE_INFINITY);
      for (let round = 0; round < 5; round += 1) {
        for (const [index, length] of LENGTHS.entries()) {
          const runs = Math.ceil((LENGTHS.at(-1) ?? length) / length);
          timing.ms[index] = Math.min(timing.ms[index] ?? 0, once(pattern, pumped(input, length), runs));
        }
      }
    }
    if (!worst || growth(timing) > growth(worst)) worst = timing;
  }
  return { worst, inputs: inputs.length };
}

parentPort?.on('message', (task: { id: number; source: string; flags: string }) => {
  parentPort?.postMessage({ kind: 'done', id: task.id, ...timePattern(task.source, task.flags) });
});
