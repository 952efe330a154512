// Renders a document's lines into each supported file format, reusing the test fixture writers.
import { createCanvas } from '@napi-rs/canvas';
import { docxEntries, docxParagraph, docxTableRow } from '../../../test/fixtures/docx-writer.ts';
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

/** A line "\f" starts a new page. */
function renderPdf(lines: string[]): Buffer {
  const pages: TPdfText[][] = [[]];
  let row = 0;
  for (const line of lines) {
    if (line === '\f') {
      pages.push([]);
      row = 0;
      continue;
    }
    const cells = cellsOf(line);
    const runs = pages[pages.length - 1] as TPdfText[];
    cells.forEach((cell, index) => {
      if (cell.trim() !== '') {
        // WinAnsiEncoding puts the euro sign at 0x80.
        runs.push({ x: columnX(cells.length, index), y: 790 - row * 16, size: 10, text: cell.replace(/€/g, '\x80') });
      }
    });
    row++;
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

function drawPage(lines: string[]) {
  const canvas = createCanvas(1240, 80 + lines.length * 36);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = '24px sans-serif';
  context.textBaseline = 'top';
  lines.forEach((line, row) => {
    const cells = cellsOf(line);
    cells.forEach((cell, index) => {
      context.fillText(cell, (columnX(cells.length, index) * 1240) / 595, 40 + row * 36);
    });
  });
  return canvas;
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
    case 'scan': {
      const canvas = drawPage(lines);
      const jpeg = canvas.toBuffer('image/jpeg', 80);
      return file(buildScannedPdf([{ jpeg, width: canvas.width, height: canvas.height, dpi: 150 }]));
    }
  }
}
