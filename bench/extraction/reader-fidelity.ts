// How faithfully the document readers keep a corpus document's lines: `npx node bench/extraction/reader-fidelity.ts`.
// For every development-set document (never the sealed layouts) it compares the text the app reads (PDF, HTML, DOCX,
// TXT, EML) with the lines the document was rendered from ("\t" = cell break) or, for hand-written HTML, with the
// rows and blocks of its markup. Per source line with text: kept (cells on one line, apart by a tab or 2+ spaces),
// merged (cells on one line without separation), split (cells on different lines; a label apart from its value),
// lost (a cell's text not found); out of order (a line found before the line above it); and characters of the
// source missing from the read text (ligatures, euro signs, umlauts, non-breaking or soft hyphens).
// Options: --format=pdf,html (default: all text formats), --only=<id prefix>, --verbose (each problem line).
import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { DEFAULT_OCR_SETTINGS } from '../../src/extraction/ocr/index.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';

const TEXT_FORMATS = ['pdf', 'html', 'docx', 'txt', 'eml'];

const args = process.argv.slice(2);
const formats =
  args
    .find((arg) => arg.startsWith('--format='))
    ?.slice(9)
    .split(',') ?? TEXT_FORMATS;
const only = args.find((arg) => arg.startsWith('--only='))?.slice(7);
const verbose = args.includes('--verbose');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  shy: '',
  middot: '·',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  copy: '©',
  reg: '®',
  deg: '°',
  sect: '§',
  times: '×',
  szlig: 'ß',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  eacute: 'é',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
};
const decodeEntities = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (all, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name] ?? ENTITIES[name.toLowerCase()] ?? all;
  });
const BLOCK =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|br|hr|section|article|header|footer|address|pre|tr|table|blockquote)\b[^>]*>/gi;

/** The lines a hand-written HTML document shows: each table row one line of "\t"-cells, each block its own line. */
export function htmlSourceLines(html: string): string[] {
  const body = html
    .replace(/<(script|style|head|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi, (_row, cells: string) => {
      const texts = [...cells.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)(?=<t[dh]\b|$)/gi)].map((cell) =>
        (cell[1] ?? '')
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      return `\n${texts.join('\uE000')}\n`;
    })
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(body)
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\r]+/g, ' ')
        .replace(/\uE000/g, '\t')
        .trim(),
    )
    .filter((line) => line.replace(/\t/g, '') !== '');
}

/** An e-mail's body (its headers are read into a header block of their own); other text as it is. */
const bodyOf = (raw: string, format: string) =>
  format === 'eml' ? raw.slice(raw.replace(/\r\n/g, '\n').indexOf('\n\n') + 2) : raw;

const squash = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

type TLineOutcome = 'kept' | 'merged' | 'split' | 'lost';

/** Where the cells of one source line are in the read lines, and whether they kept apart. */
function locate(cells: string[], read: string[], from: number): { outcome: TLineOutcome; at: number } {
  const whole = (index: number) => read[index] ?? '';
  const find = (needle: string) => {
    for (let offset = 0; offset < read.length; offset++) {
      const index = (from + offset) % read.length;
      if (squash(whole(index)).includes(needle)) {
        return index;
      }
    }
    return -1;
  };
  const first = find(squash(cells[0] ?? ''));
  if (cells.length === 1) {
    return { outcome: first < 0 ? 'lost' : 'kept', at: first };
  }
  // All cells on one line, in order?
  for (let offset = 0; offset < read.length; offset++) {
    const index = (Math.max(first, 0) + offset) % read.length;
    const line = whole(index).replace(/\u00a0/g, ' ');
    let position = 0;
    let separated = true;
    let complete = true;
    cells.forEach((cell, k) => {
      const at = line.indexOf(cell, position);
      if (at < 0) {
        complete = false;
        return;
      }
      if (k > 0 && !/\t| {2,}/.test(line.slice(position, at))) {
        separated = false;
      }
      position = at + cell.length;
    });
    if (complete) {
      return { outcome: separated ? 'kept' : 'merged', at: index };
    }
  }
  const found = cells.map((cell) => find(squash(cell)));
  if (found.some((index) => index < 0)) {
    return { outcome: 'lost', at: first };
  }
  return { outcome: 'split', at: first };
}

/** Characters of the source that the read text has fewer of (whitespace aside). */
function missingCharacters(source: string, read: string): string {
  const count = (text: string) => {
    const counts = new Map<string, number>();
    for (const character of text.replace(/[\s\u00a0]/g, '')) {
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    return counts;
  };
  const have = count(read);
  let missing = '';
  for (const [character, number] of count(source)) {
    if ((have.get(character) ?? 0) < number) {
      missing += character;
    }
  }
  return missing;
}

type TTotals = Record<TLineOutcome | 'lines' | 'outOfOrder' | 'documents' | 'missingChars', number>;
const emptyTotals = (): TTotals => ({
  lines: 0,
  kept: 0,
  merged: 0,
  split: 0,
  lost: 0,
  outOfOrder: 0,
  documents: 0,
  missingChars: 0,
});
const totals = new Map<string, TTotals>();

const corpus = buildCorpus().filter(
  (document) =>
    !SEALED_LAYOUTS.has(document.layout) &&
    formats.includes(document.format) &&
    (!only || document.id.startsWith(only)),
);
for (const document of corpus) {
  const file = renderDocument(document);
  const text = await readDocument(file, { ocr: { ...DEFAULT_OCR_SETTINGS, enabled: false } });
  const read = text.pages.flatMap((page) => page.text.split('\n'));
  const rawHtml = document.raw !== undefined && document.format === 'html';
  const source = (
    rawHtml
      ? htmlSourceLines(document.raw as string)
      : document.raw !== undefined
        ? bodyOf(document.raw, document.format).split('\n')
        : document.lines
  )
    .filter((line) => line !== '\f')
    .map((line) =>
      (document.raw !== undefined && !rawHtml ? line.split(/ {2,}/) : line.split('\t'))
        .map((cell) => squash(cell))
        .filter(Boolean),
    )
    .filter((cells) => cells.length > 0);
  const outcome = emptyTotals();
  const problems: string[] = [];
  let last = -1;
  for (const cells of source) {
    const { outcome: kind, at } = locate(cells, read, Math.max(last, 0));
    outcome.lines++;
    outcome[kind]++;
    if (kind !== 'kept') {
      problems.push(`    ${kind}: ${JSON.stringify(cells.join('\t'))}`);
    }
    if (at >= 0 && at < last) {
      outcome.outOfOrder++;
      problems.push(`    out of order: ${JSON.stringify(cells.join('\t'))}`);
    }
    if (at >= 0) {
      last = at;
    }
  }
  const missing = missingCharacters(source.flat().join(''), read.join(''));
  outcome.missingChars = missing.length;
  outcome.documents = 1;
  const key = `${document.format}${document.raw !== undefined ? ' (raw)' : ''}`;
  const total = totals.get(key) ?? emptyTotals();
  for (const name of Object.keys(outcome) as (keyof TTotals)[]) {
    total[name] += outcome[name];
  }
  totals.set(key, total);
  if (outcome.kept < outcome.lines || outcome.outOfOrder > 0 || missing !== '') {
    console.log(
      `${document.id} (${key}, layout ${document.layout}): ${outcome.kept}/${outcome.lines} kept, ${outcome.merged} merged, ${outcome.split} split, ${outcome.lost} lost, ${outcome.outOfOrder} out of order${missing ? `, missing chars ${JSON.stringify(missing)}` : ''}`,
    );
    if (verbose) {
      console.log(problems.join('\n'));
    }
  }
}

console.log('\nTotals (source lines with text)');
for (const [key, total] of [...totals].sort()) {
  const share = (part: number) => `${((100 * part) / Math.max(total.lines, 1)).toFixed(1)} %`;
  console.log(
    `${key.padEnd(12)} ${String(total.documents).padStart(4)} docs ${String(total.lines).padStart(5)} lines: kept ${share(total.kept)}, merged ${total.merged}, split ${total.split}, lost ${total.lost}, out of order ${total.outOfOrder}, missing chars ${total.missingChars}`,
  );
}
