// Renders a document's lines into each supported file format, reusing the test fixture writers.
import { createCanvas } from '@napi-rs/canvas';
import { docxEntries, docxParagraph, docxTableRow } from '../../../test/fixtures/docx-writer.ts';
import { textWidth } from '../../../test/fixtures/helvetica.ts';
import { buildPdf, buildScannedPdf, type TPdfText } from '../../../test/fixtures/pdf-writer.ts';
import { buildZip } from '../../../test/fixtures/zip-writer.ts';
import type { TCorpusDocument, TFormat } from './types.ts';

const cellsOf = (line: string) => line.split('\t');

function columnX(count: number, index: number) {
  const width = count <= 2 ? 200 : count === 3 ? 150 : 110;
  return 50 + index * width;
}

export function renderText(lines: string[]): string {
  return `${lines
    .map((line) =>
      cellsOf(line)
        .map((cell, index, all) => (index === all.length - 1 ? cell : cell.padEnd(Math.max(24, cell.length + 3))))
        .join('')
        .trimEnd(),
    )
    .join('\n')}\n`;
}

/**
 * Where each line's cells start. Consecutive lines with the same number of cells are one table: a column starts
 * at its fixed place (`fixedX`) or `gap` after the widest cell (by `measure`) of the column before, as a table
 * generator lays it out, so no cell runs into the next one.
 */
function tableColumnStarts(
  lines: string[],
  measure: (text: string) => number,
  fixedX: (count: number, column: number) => number,
  gap: number,
): number[][] {
  const starts: number[][] = [];
  let index = 0;
  while (index < lines.length) {
    const count = cellsOf(lines[index] ?? '').length;
    let end = index + 1;
    while (end < lines.length && lines[end] !== '\f' && cellsOf(lines[end] ?? '').length === count) {
      end++;
    }
    const block = lines.slice(index, end).map(cellsOf);
    const columns: number[] = [];
    for (let column = 0; column < count; column++) {
      const before = columns[column - 1];
      const widest = Math.max(...block.map((cells) => measure((cells[column - 1] ?? '').trim())));
      columns.push(Math.max(fixedX(count, column), before === undefined ? 0 : before + widest + gap));
    }
    starts.push(...block.map(() => columns));
    index = end;
  }
  return starts;
}

// The page is 595 pt wide and pdf.js drops text that starts off the page: where the fixed column widths would put
// the last column past this x (six cells and more), the columns spread evenly over the text width instead.
const PDF_LAST_COLUMN_X = 500;
function pdfColumnX(count: number, index: number) {
  if (columnX(count, count - 1) <= PDF_LAST_COLUMN_X) {
    return columnX(count, index);
  }
  return 50 + (index * (PDF_LAST_COLUMN_X - 50)) / (count - 1);
}
// Text runs from x = 50 to 545, in 10 pt Helvetica (measured with its real widths) on lines 1.6 sizes apart; a table
// too wide for that is set in a smaller size, down to 6 pt, and then wraps its cells within their columns.
const PDF_LEFT = 50;
const PDF_RIGHT = 545;
const PDF_SIZES = [10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6];
const gapAt = (size: number) => 1.2 * size;

/** Text cut into lines of at most `width` at word boundaries (a word wider than that is cut where it must be). */
function wrap(text: string, width: number, size: number): string[] {
  if (textWidth(text, size) <= width) {
    return [text];
  }
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/ +/)) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (textWidth(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') {
      lines.push(line);
    }
    line = '';
    for (const character of word) {
      if (line !== '' && textWidth(line + character, size) > width) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  return [...lines, line];
}

/** Column widths that fit the text width: narrow columns keep their width, the wide ones share what is left. */
function fitColumns(natural: number[], available: number): number[] {
  let wide = natural.map(() => true);
  for (;;) {
    const kept = natural.reduce((sum, width, column) => sum + (wide[column] ? 0 : width), 0);
    const share = (available - kept) / wide.filter(Boolean).length;
    const next = natural.map((width, column) => (wide[column] ?? true) && width > share);
    if (next.every((one, column) => one === wide[column])) {
      return natural.map((width, column) => (wide[column] ? share : width));
    }
    wide = next;
  }
}

type TPdfLine = { size: number; runs: { x: number; text: string }[] };

/** A table's rows as lines of runs: at its fixed columns, packed, in a smaller size, or with its cells wrapped. */
function layoutTable(block: string[][]): TPdfLine[] {
  const count = block[0]?.length ?? 1;
  const rows = block.map((cells) => cells.join('\t'));
  const fits = (starts: number[][], size: number) =>
    block.every((cells, row) =>
      cells.every((cell, column) => (starts[row]?.[column] ?? 0) + textWidth(cell, size) <= PDF_RIGHT),
    );
  const placed = (starts: number[][], size: number) =>
    block.map((cells, row) => ({
      size,
      runs: cells.map((cell, column) => ({ x: starts[row]?.[column] ?? PDF_LEFT, text: cell })),
    }));
  for (const size of count === 1 ? [] : PDF_SIZES) {
    const measure = (text: string) => textWidth(text, size);
    for (const fixed of size === 10 ? [pdfColumnX, () => PDF_LEFT] : [() => PDF_LEFT]) {
      const starts = tableColumnStarts(rows, measure, fixed, gapAt(size));
      if (fits(starts, size)) {
        return placed(starts, size);
      }
    }
  }
  const size = count === 1 ? 10 : 6;
  const natural = Array.from({ length: count }, (_, column) =>
    Math.max(...block.map((cells) => textWidth((cells[column] ?? '').trim(), size))),
  );
  const widths = fitColumns(natural, PDF_RIGHT - PDF_LEFT - gapAt(size) * (count - 1));
  const starts = widths.map(
    (_, column) => PDF_LEFT + widths.slice(0, column).reduce((sum, one) => sum + one + gapAt(size), 0),
  );
  return block.flatMap((cells) => {
    const wrapped = cells.map((cell, column) => wrap(cell, widths[column] ?? 0, size));
    return Array.from({ length: Math.max(...wrapped.map((lines) => lines.length)) }, (_, line) => ({
      size,
      runs: wrapped.map((lines, column) => ({ x: starts[column] ?? PDF_LEFT, text: lines[line] ?? '' })),
    }));
  });
}

/** A line "\f" starts a new page, as does a line that would pass the bottom margin. */
function renderPdf(lines: string[]): Buffer {
  const pages: TPdfText[][] = [[]];
  // The first line's baseline is at y = 790.
  let y = 806;
  let index = 0;
  while (index < lines.length) {
    if (lines[index] === '\f') {
      pages.push([]);
      y = 806;
      index++;
      continue;
    }
    const count = cellsOf(lines[index] ?? '').length;
    let end = index + 1;
    while (end < lines.length && lines[end] !== '\f' && cellsOf(lines[end] ?? '').length === count) {
      end++;
    }
    for (const line of layoutTable(lines.slice(index, end).map(cellsOf))) {
      y -= 1.6 * line.size;
      if (y < 40) {
        pages.push([]);
        y = 806 - 1.6 * line.size;
      }
      const runs = pages[pages.length - 1] as TPdfText[];
      for (const run of line.runs.filter((one) => one.text.trim() !== '')) {
        runs.push({ x: Math.round(run.x * 100) / 100, y: Math.round(y * 100) / 100, size: line.size, text: run.text });
      }
    }
    index = end;
  }
  return buildPdf(pages);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Consecutive lines with cells form one table; other lines are paragraphs. */
function blocks(lines: string[]) {
  const result: ({ table: string[][] } | { text: string })[] = [];
  for (const line of lines) {
    const cells = cellsOf(line);
    const last = result[result.length - 1];
    if (cells.length > 1) {
      if (last && 'table' in last) {
        last.table.push(cells);
      } else {
        result.push({ table: [cells] });
      }
    } else {
      result.push({ text: line });
    }
  }
  return result;
}

function renderDocx(lines: string[]): Buffer {
  const body = blocks(lines)
    .map((block) =>
      'text' in block ? docxParagraph(block.text) : `<w:tbl>${block.table.map(docxTableRow).join('')}</w:tbl>`,
    )
    .join('');
  return buildZip(docxEntries(body));
}

function renderHtml(lines: string[], title: string): string {
  const body = blocks(lines)
    .map((block, index) => {
      if ('text' in block) {
        return index === 0 ? `<h1>${xml(block.text)}</h1>` : block.text === '' ? '' : `<p>${xml(block.text)}</p>`;
      }
      return `<table>${block.table.map((row) => `<tr>${row.map((cell) => `<td>${xml(cell)}</td>`).join('')}</tr>`).join('')}</table>`;
    })
    .join('\n');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${xml(title)}</title></head><body>\n${body}\n</body></html>\n`;
}

function renderEml(lines: string[], document: TCorpusDocument): string {
  const date = document.lang === 'de' ? 'Mon, 02 Feb 2026 09:15:00 +0100' : 'Fri, 06 Mar 2026 16:40:00 +0000';
  return [
    'From: Notifications <noreply@mailer.example>',
    'To: Accounts <accounts@customer.example>',
    `Subject: ${lines.find((line) => line.trim() !== '')?.replace(/\t/g, ' ') ?? ''}`,
    `Date: ${date}`,
    `Message-ID: <${document.id}@mailer.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    renderText(lines),
  ].join('\r\n');
}

// An image is drawn at 24 px on a canvas 1240 px wide (an A4 page's width at 150 dpi); a scan's page holds
// (842 - 50 pt margin) at 150 dpi = 1650 px, i.e. 43 lines of 36 px below the 40 px top: longer scans go on to
// further pages, as a scanner would (until session 10 the rest was drawn off the page and lost).
const IMAGE_WIDTH = 1240;
const IMAGE_CELL_GAP = 24;
const SCAN_LINES_PER_PAGE = 40;

/** One image of the lines; as wide as its widest row needs, at least the page's width. */
function drawPage(lines: string[]) {
  const font = '24px sans-serif';
  const measuring = createCanvas(1, 1).getContext('2d');
  measuring.font = font;
  const measure = (text: string) => measuring.measureText(text).width;
  // Columns as in the PDF, measured in the image's font.
  const starts = tableColumnStarts(
    lines,
    measure,
    (count, column) => (columnX(count, column) * IMAGE_WIDTH) / 595,
    IMAGE_CELL_GAP,
  );
  const right = Math.max(
    0,
    ...lines.map((line, row) =>
      Math.max(...cellsOf(line).map((cell, index) => (starts[row]?.[index] ?? 50) + measure(cell))),
    ),
  );
  const canvas = createCanvas(Math.max(IMAGE_WIDTH, Math.ceil(right + 50)), 80 + lines.length * 36);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = font;
  context.textBaseline = 'top';
  lines.forEach((line, row) => {
    cellsOf(line).forEach((cell, index) => {
      context.fillText(cell, starts[row]?.[index] ?? 50, 40 + row * 36);
    });
  });
  return canvas;
}

/** A scan: pages of at most SCAN_LINES_PER_PAGE lines (a "\f" line also starts one), each drawn to fit the page. */
function renderScan(lines: string[]): Buffer {
  const pages: string[][] = [[]];
  for (const line of lines) {
    const page = pages[pages.length - 1] as string[];
    if (line === '\f' || page.length === SCAN_LINES_PER_PAGE) {
      pages.push(line === '\f' ? [] : [line]);
    } else {
      page.push(line);
    }
  }
  return buildScannedPdf(
    pages.map((page) => {
      const canvas = drawPage(page);
      // A canvas wider than the page is scanned at a finer resolution, so it still fits the page's width.
      const dpi = (150 * canvas.width) / IMAGE_WIDTH;
      return { jpeg: canvas.toBuffer('image/jpeg', 80), width: canvas.width, height: canvas.height, dpi };
    }),
  );
}

export const CONTENT_TYPES: Record<TFormat, string> = {
  txt: 'text/plain',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html',
  eml: 'message/rfc822',
  png: 'image/png',
  scan: 'application/pdf',
};

export function renderDocument(document: TCorpusDocument): { bytes: Buffer; fileName: string; contentType: string } {
  const { lines, format } = document;
  const extension = format === 'scan' ? 'pdf' : format;
  const file = (bytes: Buffer | string) => ({
    bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
    fileName: `${document.id}.${extension}`,
    contentType: CONTENT_TYPES[format],
  });
  if (document.raw !== undefined && (format === 'txt' || format === 'html' || format === 'eml')) {
    return file(document.raw);
  }
  switch (format) {
    case 'txt':
      return file(renderText(lines));
    case 'pdf':
      return file(renderPdf(lines));
    case 'docx':
      return file(renderDocx(lines));
    case 'html':
      return file(renderHtml(lines, document.kind));
    case 'eml':
      return file(renderEml(lines, document));
    case 'png':
      return file(drawPage(lines).toBuffer('image/png'));
    case 'scan':
      return file(renderScan(lines));
  }
}
