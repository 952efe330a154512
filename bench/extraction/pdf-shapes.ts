// Which line shapes the corpus's PDF rendering (corpus/render.ts + test/fixtures/pdf-writer.ts) cannot carry, and how
// often the development sets have them: `npx node bench/extraction/pdf-shapes.ts`. Session 12 (pdfgap12) found that
// the PDF path loses against --as-docx only on three shapes, all from the renderer, not the PDF reader:
//  1. characters outside Latin-1 and WinAnsi (Polish/Czech/Hungarian letters, U+2212 minus, U+202F narrow no-break
//     space, arrows, check marks): the writer emits each as the low byte of its code point (ł -> "B", ř -> "Y",
//     U+202F -> "/", U+2212 -> a control code, dropped); a real PDF embeds a font with a ToUnicode map;
//  2. a table wider than the text width: cells that would pass the right edge are moved to end at it, each by its
//     own length, so the last columns overlap, glue together or swap order ("EinzelpreisGesamt EUR   Rabatt %");
//     a real generator wraps the description or shrinks the font;
//  3. a cell of more than ~110–120 characters runs off the 595 pt page and pdf.js drops the glyphs past the edge;
//     a real generator wraps the line.
// Part one probes each shape on made-up lines; part two counts them in the development sets' PDFs (sealed layouts are
// skipped: never count their content).
import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { DEFAULT_OCR_SETTINGS } from '../../src/extraction/ocr/index.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import type { TCorpusDocument } from './corpus/types.ts';

async function readPdf(lines: string[]): Promise<string> {
  const document = { id: 'probe', kind: 'probe', lang: 'en', format: 'pdf', layout: 0, schema: [], truth: {}, lines };
  const text = await readDocument(renderDocument(document as unknown as TCorpusDocument), {
    ocr: { ...DEFAULT_OCR_SETTINGS, enabled: false },
  });
  return text.pages.map((page) => page.text).join('\n');
}

// The renderer's own measures (render.ts): text from x = 50 to 570, 5.6 pt a character, 12 pt between cells.
const TEXT_WIDTH = 520;
const CHARACTER_WIDTH = 5.6;
const CELL_GAP = 12;
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const unencodable = (character: string) => character.charCodeAt(0) > 0xff && !WIN_ANSI_EXTRA.includes(character);

// Helvetica's widths at 10 pt, roughly: capitals ~6.7 pt, digits 5.56, lower case ~5, a space 2.78.
const realWidth = (text: string) =>
  [...text].reduce(
    (sum, character) =>
      sum + (/[A-Z]/.test(character) ? 6.7 : /[0-9]/.test(character) ? 5.56 : character === ' ' ? 2.78 : 5),
    0,
  );
// render.ts's fixed column starts (its columnX/pdfColumnX, repeated here so render.ts stays untouched).
const fixedX = (count: number, column: number) => {
  const width = count <= 2 ? 200 : count === 3 ? 150 : 110;
  return 50 + column * width > 500 ? 50 + (column * 450) / (count - 1) : 50 + column * width;
};

/** Rows where a cell, at its real width, runs to less than 1.5 pt (pdf.js and the reader then join) before the next. */
function collidingRows(lines: string[]): number {
  let rows = 0;
  let index = 0;
  while (index < lines.length) {
    const count = (lines[index] ?? '').split('\t').length;
    let end = index + 1;
    while (end < lines.length && (lines[end] ?? '').split('\t').length === count) {
      end++;
    }
    const block = lines.slice(index, end).map((line) => line.split('\t'));
    const starts: number[] = [];
    for (let column = 0; column < count; column++) {
      const before = starts[column - 1];
      const widest = Math.max(...block.map((cells) => (cells[column - 1] ?? '').trim().length * CHARACTER_WIDTH));
      starts.push(Math.max(fixedX(count, column), before === undefined ? 0 : before + widest + CELL_GAP));
    }
    for (const cells of block) {
      const at = cells.map((cell, column) =>
        Math.max(50, Math.min(starts[column] ?? 50, 570 - cell.length * CHARACTER_WIDTH)),
      );
      const filled = cells.map((cell, column) => ({ cell, x: at[column] ?? 50 })).filter((one) => one.cell.trim());
      if (
        filled.some((one, i) => i > 0 && (filled[i - 1]?.x ?? 0) + realWidth(filled[i - 1]?.cell ?? '') + 1.5 > one.x)
      ) {
        rows++;
      }
    }
    index = end;
  }
  return rows;
}

/** Tables (consecutive lines of the same number of cells, two or more) whose widest cells add up past the text width. */
function overflowingRows(lines: string[]): number {
  let rows = 0;
  let index = 0;
  while (index < lines.length) {
    const count = (lines[index] ?? '').split('\t').length;
    let end = index + 1;
    while (end < lines.length && (lines[end] ?? '').split('\t').length === count) {
      end++;
    }
    const block = lines.slice(index, end).map((line) => line.split('\t'));
    const widths = Array.from({ length: count }, (_, column) =>
      Math.max(...block.map((cells) => (cells[column] ?? '').trim().length * CHARACTER_WIDTH)),
    );
    const width = widths.reduce((sum, one) => sum + one, 0) + CELL_GAP * (count - 1);
    if (count >= 2 && width > TEXT_WIDTH) {
      rows += block.length;
    }
    index = end;
  }
  return rows;
}

console.log('Part 1: probes (source -> PDF text as read)');
const words =
  'Payment by bank transfer to the account below quoting the reference so that we can allocate it, thank you';
for (const length of [100, 110, 120, 130, 140]) {
  const line = `${words.repeat(2).slice(0, length - 12)} REF-4711-XY`;
  const read = await readPdf([line]);
  console.log(
    `  one cell of ${length} characters: ${read.length} read${read.endsWith('REF-4711-XY') ? '' : ', tail lost'}`,
  );
}
for (const [columns, characters] of [
  [6, 12],
  [8, 10],
  [8, 13],
  [4, 30],
] as const) {
  const header = Array.from({ length: columns }, (_, column) => `Col${column}`.padEnd(characters, '_'));
  const row = Array.from({ length: columns }, (_, column) => String.fromCharCode(65 + column).repeat(characters));
  const read = (await readPdf([header.join('\t'), row.join('\t')])).split('\n')[1] ?? '';
  const kept =
    read
      .trim()
      .split(/\s{2,}/)
      .join('|') === row.join('|');
  console.log(`  ${columns} columns of ${characters} characters: ${kept ? 'kept' : JSON.stringify(read)}`);
}
// Capitals are wider than the renderer's 5.6 pt a character (Helvetica's A–Z average ~6.7 pt at 10 pt).
for (const row of [
  ['CUSTOMER NO. 4471-0093', 'ORDER DATE 03/02/2026', 'SALES REP JOHNSON', 'TERMS NET 30'],
  ['BILL TO: NORTHWIND INDUSTRIAL SUPPLY', 'SHIP TO: WAREHOUSE 4 DOCK B'],
  ['Customer no. 4471-0093', 'Order date 03/02/2026', 'Sales rep Johnson', 'Terms net 30'],
]) {
  const read = await readPdf([row.join('\t')]);
  const kept =
    read
      .trim()
      .split(/\s{2,}/)
      .join('|') === row.join('|');
  console.log(`  ${row.length} cells ${JSON.stringify(row[0])}…: ${kept ? 'kept' : JSON.stringify(read)}`);
}
const characters = 'ä ß € „ “ – • ½ ł ą ę ś Ł č ř ě Č ő ű ğ ş − ‑ № → ✓ ≤ ≥ 12\u202f450,00 12\u00a0450,00';
console.log(`  characters ${characters}\n  read as    ${await readPdf([characters])}`);

console.log('\nPart 2: development sets (PDFs rendered from lines; sealed layouts skipped)');
const counts = new Map<
  number,
  { documents: number; unencodable: number; overflowing: number; colliding: number; long: number }
>();
for (const document of buildCorpus()) {
  if (SEALED_LAYOUTS.has(document.layout) || document.format !== 'pdf' || document.raw !== undefined) {
    continue;
  }
  const count = counts.get(document.layout) ?? { documents: 0, unencodable: 0, overflowing: 0, colliding: 0, long: 0 };
  count.documents++;
  const lines = document.lines.filter((line) => line !== '\f');
  count.unencodable += lines.filter((line) => [...line].some(unencodable)).length;
  count.overflowing += overflowingRows(lines);
  count.colliding += collidingRows(lines);
  count.long += lines.filter((line) => line.split('\t').some((cell) => cell.length > 110)).length;
  counts.set(document.layout, count);
}
for (const [layout, count] of [...counts].sort((one, other) => one[0] - other[0])) {
  if (count.unencodable + count.overflowing + count.colliding + count.long > 0) {
    console.log(
      `  layout ${layout}: ${count.documents} PDFs; lines with unencodable characters ${count.unencodable}, rows of tables wider than the text ${count.overflowing}, rows with colliding cells ${count.colliding}, cells over 110 characters ${count.long}`,
    );
  }
}
