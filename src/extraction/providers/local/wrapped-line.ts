// A value's second line, as a cell wraps it: the next line is one cell, on the same page, standing where the value
// starts or indented past its label's line (a PDF's wrapped cell keeps its own indent). The one place that decides it
// for every value that wraps (a firm's name, a payment's reference: person-remarks.ts, reference-lines.ts); what the
// line may hold is each caller's own test.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

/** The text of the line that carries the source's value on, or null when the next line is no such wrap. */
export function wrappedLine(lines: TLine[], source: TValueSource): string | null {
  const index = lines.indexOf(source.line);
  const next = index >= 0 ? lines[index + 1] : undefined;
  const cell = next?.cells.length === 1 ? next.cells[0] : undefined;
  if (!next || !cell || next.page !== source.line.page) {
    return null;
  }
  const start = source.line.text.indexOf(source.text.trim(), source.quoteStart);
  const aligned = Math.abs(cell.start - start) <= 1 || cell.start > (source.line.cells[0]?.start ?? 0);
  const rest = next.text.slice(cell.start, cell.end).trim();
  return aligned && rest !== '' ? rest : null;
}
