// A systematic audit of the offline extractor against hostile uploads (review20). Sessions 17–19 each found, by
// reading files by hand, patterns and loops whose time grew with the square or cube of a line (49 s for one cell of
// 2,000 characters; 213 s for stacked labels). This script finds them mechanically:
//   1. every regular expression of src/extraction (literals, patterns built with `new RegExp`, exported ones;
//      regex-audit-collect.ts) is matched against hostile strings of 2,000, 8,000 and 32,000 characters (runs of
//      blanks, digits, dots, letters, separators and of the pattern's own pieces, with a failing tail;
//      regex-audit-inputs.ts), each pattern in a thread stopped after PATTERN_LIMIT_MS; a pattern whose time grows
//      well over 4× per 4× length (or that is stopped, or slow already at a short length) is flagged;
//   2. the top-level readers (documentLines, the local provider's extract) are timed on hostile documents
//      (reader-audit.ts).
// `npx node bench/extraction/regex-audit.ts [--patterns-only | --readers-only] [--only=<text in a pattern's place>]`
import { Worker } from 'node:worker_threads';
import { readerAudit } from './reader-audit.ts';
import { builtAndExported, distinct, regexLiterals, type TFoundPattern } from './regex-audit-collect.ts';
import type { TPatternTimings, TTiming } from './regex-audit-worker.ts';

/** A pattern still matching after this long (all its inputs together) is stopped and flagged. */
const PATTERN_LIMIT_MS = 20_000;
/** Growth per 4× length above which a pattern is flagged (linear: about 4; quadratic: 16). */
const FLAG_GROWTH = 8;
/** Below this at 32,000 characters the growth is timer noise, whatever its ratio. */
const NOISE_MS = 5;

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/** Ordinary documents extracted while collecting, so the patterns built inside functions are built once. */
async function exercise(): Promise<void> {
  const { createLocalProvider } = await import('../../src/extraction/providers/local/local-provider.ts');
  const { GENERIC_SCHEMA } = await import('./reader-audit-documents.ts');
  const texts = [
    'Rechnung Nr. RE-2026-0042\nDatum: 12.03.2026\nKunde: Frau Müller\nMusterstraße 1, 10115 Berlin\nIBAN DE89 3704 0044 0532 0130 00\n\nPos  Beschreibung  Menge  Einzelpreis  Betrag\n1  Bohrer  2  4,50  9,00\n\nNetto 9,00\nMwSt 19 % 1,71\nGesamt 10,71 EUR\nBezahlt: ja',
    'Invoice number: INV-7\nDate: March 12, 2026 10:30\nEmail: a@shop.example\nhttps://shop.example\n* 2 x Oak bracket (£4.50 each) – £9.00\nSubtotal £9.00\nTotal £9.00\n3 nights, pickup 14:00',
  ];
  for (const text of texts) {
    await createLocalProvider().extract(
      {
        documents: [{ fileName: 'a.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }],
        schema: GENERIC_SCHEMA,
        instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } },
      },
      {},
    );
  }
}

type TVerdict = TFoundPattern & {
  places: number;
  worst: TTiming | null;
  inputs: number;
  stoppedAt?: string;
  before?: number[];
};

const growthOf = (timing: TTiming | null) =>
  !timing || timing.slow ? Number.POSITIVE_INFINITY : (timing.ms[2] ?? 0) / Math.max(timing.ms[1] ?? 0, 1e-3);
const flagged = (verdict: TVerdict) =>
  verdict.stoppedAt !== undefined ||
  verdict.worst?.slow === true ||
  (verdict.worst !== null && (verdict.worst.ms[2] ?? 0) > NOISE_MS && growthOf(verdict.worst) > FLAG_GROWTH);

/** Times each pattern in a worker; a worker past its limit is ended and a new one takes the next pattern. */
async function timeAll(patterns: (TFoundPattern & { places: number })[]): Promise<TVerdict[]> {
  const verdicts: TVerdict[] = [];
  let worker: Worker | null = null;
  for (const [index, pattern] of patterns.entries()) {
    worker ??= new Worker(new URL('./regex-audit-worker.ts', import.meta.url));
    const current: Worker = worker;
    let input = '';
    let before: number[] = [];
    const result = await new Promise<TPatternTimings | null>((resolve) => {
      const guard = setTimeout(() => resolve(null), PATTERN_LIMIT_MS);
      const onMessage = (message: { kind: string; input?: string; ms?: number[] } & TPatternTimings) => {
        if (message.kind === 'input') {
          if (message.input !== input) before = [];
          input = message.input ?? '';
          before = message.ms ?? before;
        } else {
          clearTimeout(guard);
          current.off('message', onMessage);
          resolve(message);
        }
      };
      current.on('message', onMessage);
      current.postMessage({ id: index, source: pattern.source, flags: pattern.flags });
    });
    if (result) {
      verdicts.push({ ...pattern, worst: result.worst, inputs: result.inputs });
    } else {
      void current.terminate();
      worker = null;
      verdicts.push({ ...pattern, worst: null, inputs: 0, stoppedAt: input, before });
    }
    if ((index + 1) % 200 === 0) console.error(`… ${index + 1} of ${patterns.length} patterns`);
  }
  await worker?.terminate();
  return verdicts;
}

const describe = (verdict: TVerdict) => {
  const pattern = `/${verdict.source.length > 140 ? `${verdict.source.slice(0, 140)}…` : verdict.source}/${verdict.flags}`;
  if (verdict.stoppedAt !== undefined)
    return `${verdict.where}  ${pattern}\n      stopped after ${PATTERN_LIMIT_MS / 1000} s on "${verdict.stoppedAt}"`;
  const worst = verdict.worst as TTiming;
  const times = worst.ms.map((ms) => `${ms.toFixed(ms < 10 ? 2 : 0)}`).join(' / ');
  const growth = worst.slow ? 'slow at a short length' : `×${growthOf(worst).toFixed(1)} per 4× length`;
  return `${verdict.where}  ${pattern}\n      ${worst.input}: ${times} ms at 2k/8k/32k, ${growth}`;
};

async function patternAudit(): Promise<number> {
  const found = [...(await builtAndExported(exercise)), ...regexLiterals()];
  const patterns = distinct(found).filter((pattern) => !only || pattern.where.includes(only));
  const counts = (how: TFoundPattern['how']) => found.filter((pattern) => pattern.how === how).length;
  console.log(
    `Patterns: ${counts('literal')} literals, ${counts('built')} built with new RegExp, ${counts('exported')} exported; ${patterns.length} distinct (source and flags) timed.`,
  );
  const started = performance.now();
  const verdicts = await timeAll(patterns);
  const bad = verdicts.filter(flagged).sort((a, b) => growthOf(b.worst) - growthOf(a.worst));
  const inputs = verdicts.reduce((sum, verdict) => sum + verdict.inputs, 0);
  console.log(
    `Timed ${verdicts.length} patterns on ${inputs} hostile inputs (×3 lengths) in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  console.log(`Super-linear or stopped: ${bad.length}`);
  for (const verdict of bad) console.log(`  ${describe(verdict)}`);
  const watch = verdicts.filter(
    (verdict) =>
      !flagged(verdict) && verdict.worst && (verdict.worst.ms[2] ?? 0) > NOISE_MS && growthOf(verdict.worst) > 5,
  );
  if (watch.length > 0)
    console.log(`Growing between 5× and ${FLAG_GROWTH}× per 4× (timer noise or mild): ${watch.length}`);
  for (const verdict of watch) console.log(`  ${describe(verdict)}`);
  return bad.length;
}

const patternFlags = args.includes('--readers-only') ? 0 : await patternAudit();
const readerFlags = args.includes('--patterns-only') ? [] : await readerAudit();
console.log(`\nSummary: ${patternFlags} patterns and ${readerFlags.length} readers flagged.`);
