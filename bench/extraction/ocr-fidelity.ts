// How faithfully the OCR reader gives back an image's text: `npm run fidelity:ocr` (options --only=<id prefix>, --format=png|scan,
// --examples to list the misread numbers and merged cells, --realistic-scans to read degraded images: corpus/degrade.ts). For every development-set PNG and scanned PDF it
// reads the rendered file afresh (no cache: the point is to measure the reader as it is now) and compares the
// text with the document's source lines ("\t" = cell break): character and word error rates over the text
// with whitespace collapsed, table lines whose cells came back merged (fewer cells), split or missing, and
// tokens with digits or umlauts that are not found as written. Sealed sets are never read here.
import { createCanvas } from '@napi-rs/canvas';
import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { shutdownOcr } from '../../src/extraction/ocr/index.ts';
import { editDistance } from '../../src/extraction/providers/local/learned-similarity.ts';
import { ROW_FONT } from '../../test/fixtures/canvas-rows.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument, renderRealistic } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const onlyFormat = process.argv.find((arg) => arg.startsWith('--format='))?.slice(9);
const examples = process.argv.includes('--examples');
const realistic = process.argv.includes('--realistic-scans');

const collapse = (line: string) => line.replace(/\s+/g, ' ').trim();
const similarity = (a: string, b: string) => 1 - editDistance(a, b) / Math.max(1, a.length, b.length);
const cellsOfOcr = (line: string) => line.trim().split(/\t+| {2,}/);
const cellsOfSource = (line: string) => line.split('\t').filter((cell) => cell.trim() !== '');

// The same drawing as render.ts (ROW_FONT, columns at columnX): cells that touch in the image
// can't be told apart by any reader, so they are counted apart from the reader's merges.
const measure = createCanvas(10, 10).getContext('2d');
measure.font = ROW_FONT;
const columnX = (count: number, index: number) =>
  ((50 + index * (count <= 2 ? 200 : count === 3 ? 150 : 110)) * 1240) / 595;
function touchesInImage(line: string): boolean {
  const cells = line.split('\t');
  return cells.some((cell, index) => {
    if (index === cells.length - 1 || cell.trim() === '') {
      return false;
    }
    const end = columnX(cells.length, index) + measure.measureText(cell).width;
    return columnX(cells.length, index + 1) - end < 24;
  });
}

// Tokens whose misreading changes a value: anything with a digit, and words with umlauts or ß.
const VALUE_TOKEN = /[^\s]*\d[^\s]*|[^\s]*[äöüÄÖÜß][^\s]*/g;
const trimPunctuation = (token: string) => token.replace(/^[("'[]+|[)"',;:.\]]+$/g, '');

type TTotals = {
  documents: number;
  seconds: number;
  characters: number;
  characterErrors: number;
  words: number;
  wordErrors: number;
  tableLines: number;
  merged: number;
  mergedTouching: number;
  split: number;
  missing: number;
  valueTokens: number;
  valueMisread: number;
};
const zero = (): TTotals => ({
  documents: 0,
  seconds: 0,
  characters: 0,
  characterErrors: 0,
  words: 0,
  wordErrors: 0,
  tableLines: 0,
  merged: 0,
  mergedTouching: 0,
  split: 0,
  missing: 0,
  valueTokens: 0,
  valueMisread: 0,
});

function compare(source: string[], ocr: string, totals: TTotals, notes: string[]): void {
  const sourceLines = source.filter((line) => line !== '\f' && line.trim() !== '');
  const ocrLines = ocr.split('\n').filter((line) => line.trim() !== '');
  const sourceText = sourceLines.map(collapse).join('\n');
  const ocrText = ocrLines.map(collapse).join('\n');
  totals.characters += sourceText.length;
  totals.characterErrors += editDistance(sourceText, ocrText);
  const sourceWords = sourceText.split(/\s+/);
  totals.words += sourceWords.length;
  totals.wordErrors += editDistance(sourceWords, ocrText.split(/\s+/));
  const ocrWords = new Set(ocrText.split(/\s+/).map(trimPunctuation));
  for (const token of sourceText.match(VALUE_TOKEN) ?? []) {
    const value = trimPunctuation(token);
    totals.valueTokens += 1;
    if (!ocrWords.has(value) && !ocrText.includes(value)) {
      totals.valueMisread += 1;
      notes.push(`value ${JSON.stringify(value)}`);
    }
  }
  for (const line of sourceLines) {
    const cells = cellsOfSource(line);
    if (cells.length < 2) {
      continue;
    }
    totals.tableLines += 1;
    const joined = collapse(cells.join(' '));
    const best = ocrLines
      .map((candidate) => ({ candidate, score: similarity(joined, collapse(candidate)) }))
      .sort((a, b) => b.score - a.score)[0];
    if (!best || best.score < 0.6) {
      totals.missing += 1;
      notes.push(`missing ${JSON.stringify(line)}`);
      continue;
    }
    const found = cellsOfOcr(best.candidate).length;
    if (found < cells.length) {
      const touching = touchesInImage(line);
      totals.merged += 1;
      totals.mergedTouching += touching ? 1 : 0;
      notes.push(`merged${touching ? ' (touching)' : ''} ${JSON.stringify(line)} → ${JSON.stringify(best.candidate)}`);
    } else if (found > cells.length) {
      totals.split += 1;
      notes.push(`split ${JSON.stringify(line)} → ${JSON.stringify(best.candidate)}`);
    }
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
function summary(totals: TTotals): string {
  return [
    `CER ${percent(totals.characterErrors, totals.characters)}`,
    `WER ${percent(totals.wordErrors, totals.words)}`,
    `table lines ${totals.tableLines}: merged ${totals.merged} (${totals.mergedTouching} touching in image), split ${totals.split}, missing ${totals.missing}`,
    `values misread ${totals.valueMisread}/${totals.valueTokens}`,
    `${(totals.seconds / Math.max(1, totals.documents)).toFixed(2)} s/page`,
  ].join(', ');
}

const documents = buildCorpus().filter(
  (document) =>
    (document.format === 'png' || document.format === 'scan') &&
    !SEALED_LAYOUTS.has(document.layout) &&
    (!only || document.id.startsWith(only)) &&
    (!onlyFormat || document.format === onlyFormat),
);
const total = zero();
const byFormat = { png: zero(), scan: zero() };
for (const document of documents) {
  const started = performance.now();
  const read = await readDocument(realistic ? await renderRealistic(document) : renderDocument(document));
  const seconds = (performance.now() - started) / 1000;
  const text = read.pages.map((page) => page.text).join('\n');
  const own = zero();
  const notes: string[] = [];
  compare(document.lines, text, own, notes);
  own.documents = 1;
  own.seconds = seconds;
  for (const totals of [total, byFormat[document.format as 'png' | 'scan']]) {
    for (const key of Object.keys(own) as (keyof TTotals)[]) {
      totals[key] += own[key];
    }
  }
  console.log(`${document.id} (${document.format}): ${summary(own)}`);
  if (examples) {
    for (const note of notes) {
      console.log(`    ${note}`);
    }
  }
}
console.log(`\npng (${byFormat.png.documents}): ${summary(byFormat.png)}`);
console.log(`scan (${byFormat.scan.documents}): ${summary(byFormat.scan)}`);
console.log(`TOTAL (${total.documents}): ${summary(total)}`);
await shutdownOcr();
