// hostile22's rewrites proven equal to main's code (80a199aa) on random input, as linear21 proved its own: the unit
// reader's number-to-line naming (read once per line, not once per number), the label-gap test before a number, a
// signature word's trailing stops and a sentence end's last word (scans back from the end instead of `…+$` patterns,
// which the regex audit flagged). `npx node bench/extraction/hostile22-equivalence.ts`; exits 1 on the first difference.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import type { TLine } from '../../src/extraction/providers/local/lines.ts';
import { endsAfterLabel, measureInUnit } from '../../src/extraction/providers/local/unit-measures.ts';
import { letterRunStart, trimTrailing } from '../../src/extraction/trim-trailing.ts';

const ROUNDS = 200_000;
let seed = 22;
/** A small seeded generator (mulberry32), so a difference can be found again. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
const stringOf = (pieces: string[], most: number) =>
  Array.from({ length: Math.floor(random() * most) }, () => pick(pieces)).join('');

/** Stops at the first difference by throwing, so that main's copy below is removed all the same (exit code 1). */
function fail(what: string, input: unknown, old: unknown, now: unknown): never {
  throw new Error(
    `${what} differs on ${JSON.stringify(input)}: main ${JSON.stringify(old)}, now ${JSON.stringify(now)}`,
  );
}

// 1. Patterns: main's pattern against the scan that replaced it.
const BLANKISH = [' ', ' ', '\t', ':', 'a', '1', '\u00a0', '\n'];
const STOPS = ['.', ',', ';', 'a', 'ß', ' ', ':', '-'];
const LETTERS = ['a', 'Ä', 'ß', '1', ' ', '.', '𝔸', '\u0301', 'z'];
for (let round = 0; round < ROUNDS; round += 1) {
  const gap = stringOf(BLANKISH, 12);
  if (/(?::|\t| {2})[ \t]*$/.test(gap) !== endsAfterLabel(gap)) {
    fail('the label gap', gap, !endsAfterLabel(gap), endsAfterLabel(gap));
  }
  const word = stringOf(STOPS, 12);
  if (word.replace(/[.,;]+$/, '') !== trimTrailing(word, /[.,;]/)) {
    fail('a signature word', word, word.replace(/[.,;]+$/, ''), trimTrailing(word, /[.,;]/));
  }
  const before = stringOf(LETTERS, 12);
  const old = /(\p{L}+)$/u.exec(before)?.[1] ?? '';
  const now = before.slice(letterRunStart(before, before.length));
  if (old !== now) {
    fail("a sentence end's word", before, old, now);
  }
}
console.log(`patterns: equal on ${ROUNDS} random strings each`);

// 2. measureInUnit: main's file beside the new one (its imports resolve there), both on the same random documents.
const here = new URL('../../src/extraction/providers/local/', import.meta.url);
const oldFile = new URL('unit-measures-main.tmp.ts', here);
writeFileSync(oldFile, execFileSync('git', ['show', '80a199aa:src/extraction/providers/local/unit-measures.ts']));
try {
  const main = (await import(oldFile.href)) as { measureInUnit: typeof measureInUnit };
  const PIECES = [
    ' ',
    '  ',
    '\t',
    ': ',
    '1',
    '12',
    '38',
    '1.000',
    '3,5',
    ' m³',
    'm3',
    ' cbm',
    ' m²',
    ' qm',
    ' kWh',
    ' mm',
  ];
  const WORDS = ['Wasser ', 'Strom ', 'Volumen ', 'Umzugsgut ', 'Fläche ', 'Verbrauch ', 'PD ', 'pro ', 'je '];
  const NAMES = [['wasserverbrauch'], ['volumen'], ['strom', 'verbrauch'], ['flaeche'], ['preis', 'je'], ['pd'], []];
  const UNITS = ['m3', 'm3', 'kwh', 'mm', 'm2', 'cbm', 'kg'];
  let found = 0;
  const key = (source: ReturnType<typeof measureInUnit>, lines: TLine[]) =>
    source ? [lines.indexOf(source.line), source.text, source.quoteStart, source.quoteEnd] : null;
  for (let round = 0; round < ROUNDS; round += 1) {
    const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, (): TLine => {
      // Half the lines as a document writes a measure ("Wasser 12 m³"), so several lines compete by their words.
      const text =
        random() < 0.5
          ? `${pick(WORDS)}${pick(['1', '12', '38', '3,5'])}${pick([' m³', ' kWh', ' mm', 'm3'])}`
          : stringOf([...PIECES, ...WORDS], 10);
      return { fileName: 'a.txt', page: 1, text, cells: [] };
    });
    const words = [...pick(NAMES), pick(UNITS)];
    const first = main.measureInUnit(lines, words, []);
    const taken = first && random() < 0.3 ? [first] : [];
    const [old, now] = [main.measureInUnit(lines, words, taken), measureInUnit(lines, words, taken)];
    found += old ? 1 : 0;
    if (JSON.stringify(key(old, lines)) !== JSON.stringify(key(now, lines))) {
      fail(
        'measureInUnit',
        { lines: lines.map((line) => line.text), words, taken: taken.length },
        key(old, lines),
        key(now, lines),
      );
    }
  }
  console.log(`measureInUnit: equal on ${ROUNDS} random documents (${found} with a value)`);
} finally {
  rmSync(oldFile);
}
