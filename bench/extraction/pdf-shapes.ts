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
// Part one probes each shape on made-up lines; part two counts them in the development sets' PDFs, as rendered.
// `--sealed`: part two counts the sealed sets instead, printing totals only (never show their content).
// Session 13 (render13) fixed all three in the renderer: fonts with /Differences, real Helvetica widths, tables
// set smaller or wrapped to fit the text width, long lines wrapped.
import { getDocumentProxy } from 'unpdf';
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

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const unencodable = (character: string) => character.charCodeAt(0) > 0xff && !WIN_ANSI_EXTRA.includes(character);

/**
 * The rendered PDF's rows (runs on one baseline, as pdf.js places them with the font's real widths) that pass the text
 * width (end right of x = 545) and that collide (a run starts less than 1.5 pt after the one before it ends; a run
 * that goes on exactly where the one before ends is one text in two fonts, not a collision).
 */
async function renderedRows(document: TCorpusDocument): Promise<{ overWide: number; colliding: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(renderDocument(document).bytes), { verbosity: 0 });
  let overWide = 0;
  let colliding = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; end: number }[]>();
    for (const item of content.items) {
      if ('str' in item && item.str.trim() !== '') {
        const y = Math.round(item.transform[5] ?? 0);
        const x = item.transform[4] ?? 0;
        rows.set(y, [...(rows.get(y) ?? []), { x, end: x + item.width }]);
      }
    }
    for (const runs of rows.values()) {
      runs.sort((one, other) => one.x - other.x);
      overWide += runs.some((run) => run.end > 545.5) ? 1 : 0;
      colliding += runs.some((run, index) => {
        const before = runs[index - 1];
        return before !== undefined && Math.abs(run.x - before.end) > 0.05 && run.x < before.end + 1.5;
      })
        ? 1
        : 0;
    }
  }
  await pdf.destroy();
  return { overWide, colliding };
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

// Part two counts the development sets' PDFs per layout; with --sealed, the sealed layouts' totals only (counts of
// rows, never their content or a per-document figure).
const sealed = process.argv.includes('--sealed');
console.log(sealed ? '\nPart 2: sealed sets, totals only' : '\nPart 2: development sets (sealed layouts skipped)');
const counts = new Map<
  number,
  { documents: number; unencodable: number; overWide: number; colliding: number; long: number }
>();
for (const document of buildCorpus()) {
  if (SEALED_LAYOUTS.has(document.layout) !== sealed || document.format !== 'pdf' || document.raw !== undefined) {
    continue;
  }
  const layout = sealed ? 0 : document.layout;
  const count = counts.get(layout) ?? { documents: 0, unencodable: 0, overWide: 0, colliding: 0, long: 0 };
  count.documents++;
  const lines = document.lines.filter((line) => line !== '\f');
  count.unencodable += lines.filter((line) => [...line].some(unencodable)).length;
  count.long += lines.filter((line) => line.split('\t').some((cell) => cell.length > 110)).length;
  const rows = await renderedRows(document);
  count.overWide += rows.overWide;
  count.colliding += rows.colliding;
  counts.set(layout, count);
}
for (const [layout, count] of [...counts].sort((one, other) => one[0] - other[0])) {
  if (sealed || count.unencodable + count.overWide + count.colliding + count.long > 0) {
    console.log(
      `  ${sealed ? 'sealed layouts' : `layout ${layout}`}: ${count.documents} PDFs; lines with characters outside WinAnsi ${count.unencodable}, cells over 110 characters ${count.long}; rendered rows past the text width ${count.overWide}, rendered rows with colliding cells ${count.colliding}`,
    );
  }
}
