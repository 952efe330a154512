// Renders a document's lines into each supported file format, reusing the test fixture writers.
import { createCanvas } from '@napi-rs/canvas';
import { drawRows, ROW_FONT } from '../../../test/fixtures/canvas-rows.ts';
import { docxEntries, docxParagraph, docxTableRow } from '../../../test/fixtures/docx-writer.ts';
import { buildPdf, buildScannedPdf } from '../../../test/fixtures/pdf-writer.ts';
import { buildZip } from '../../../test/fixtures/zip-writer.ts';
import { cellsOf, columnX, tableColumnStarts } from './columns.ts';
import { degradedPng, degradePage } from './degrade.ts';
import { renderPdf } from './render-pdf.ts';
import type { TCorpusDocument, TFormat } from './types.ts';

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
  const measuring = createCanvas(1, 1).getContext('2d');
  measuring.font = ROW_FONT;
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
  return drawRows(
    lines.map(cellsOf),
    (column, row) => starts[row]?.[column] ?? 50,
    Math.max(IMAGE_WIDTH, Math.ceil(right + 50)),
  );
}

/**
 * A scan: pages of at most SCAN_LINES_PER_PAGE lines (a "\f" line also starts one), each drawn to fit the page;
 * with `realisticSeed`, each page degraded as a real scanner or phone would (degrade.ts).
 */
function renderScan(lines: string[], realisticSeed?: string): Buffer {
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
    pages.map((page, index) => {
      const canvas = drawPage(page);
      // A canvas wider than the page is scanned at a finer resolution, so it still fits the page's width.
      const dpi = (150 * canvas.width) / IMAGE_WIDTH;
      // The canvas is the sheet's full width (595 pt at that dpi) with its own margins, so it starts at the page's
      // left edge: drawn 50 pt in, as until session 18, its right 50 pt fell off the page and a wide table lost
      // its last column (the sealed sets' scans lost fields their PNGs kept).
      if (realisticSeed !== undefined) {
        return { ...degradePage(canvas, dpi, `${realisticSeed}/${index}`), left: 0 };
      }
      return { jpeg: canvas.toBuffer('image/jpeg', 80), width: canvas.width, height: canvas.height, dpi, left: 0 };
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
      return file(document.pdf ? buildPdf(document.pdf) : renderPdf(lines));
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

/**
 * --realistic-scans: PNGs and scans come out turned, blurred, on grey uneven paper, with specks and JPEG artefacts,
 * seeded by the document's id (degrade.ts); other formats are rendered as renderDocument does.
 */
export async function renderRealistic(document: TCorpusDocument): Promise<ReturnType<typeof renderDocument>> {
  const clean = renderDocument(document);
  if (document.format === 'png') {
    return { ...clean, bytes: await degradedPng(drawPage(document.lines), 150, document.id) };
  }
  if (document.format === 'scan') {
    return { ...clean, bytes: renderScan(document.lines, document.id) };
  }
  return clean;
}
