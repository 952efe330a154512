import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { bulletItems } from './bullet-items.ts';
import { cardItems } from './card-items.ts';
import { datedLines } from './dated-lines.ts';
import { dayLines } from './day-lines.ts';
import { headerlessTable } from './headerless-table.ts';
import { withItemSubLines } from './item-sub-lines.ts';
import type { TLine } from './lines.ts';
import { medicationLines } from './medication-lines.ts';
import { numberRows } from './number-rows.ts';
import { orderedHeader } from './ordered-header.ts';
import { pairedCells } from './paired-cells.ts';
import { listedLines } from './parted-lines.ts';
import { partyItems } from './preamble-party-items.ts';
import { receiptItems } from './receipt-items.ts';
import { recordItems } from './record-items.ts';
import { withoutCredits } from './row-credits.ts';
import { sentenceItems } from './sentence-items.ts';
import { spacedTable } from './spaced-table.ts';
import type { THeader, THeaderLeaf } from './table-header.ts';
import type { TTableRow } from './table-rows.ts';
import { typedBlocks } from './typed-blocks.ts';

type TFound = { rows: TTableRow[] } | { ordered: { index: number; header: THeader } } | null;

/**
 * The items of a document whose array has no header line naming its fields (find-table.ts found none): read by their
 * shape, each reader in turn until one finds items (the order is their precedence: a medicine's line is no receipt's),
 * then a table without a header, a header line known only by the order of its cells (to read as a table: `ordered`),
 * and last a schedule's entries, parted lines and items set side by side.
 */
export function headerlessItems(
  lines: TLine[],
  leaves: THeaderLeaf[],
  properties: TSchemaProperty[],
  dayFirst: boolean,
): TFound {
  const readers = [
    () => partyItems(lines, properties),
    () => medicationLines(lines, properties),
    () => receiptItems(lines, properties),
    () => bulletItems(lines, properties),
    () => sentenceItems(lines, properties),
    () => dayLines(lines, properties, dayFirst),
    () => datedLines(lines, properties, dayFirst),
    () => recordItems(lines, properties, dayFirst),
    () => cardItems(lines, properties),
    () => spacedTable(lines, leaves, properties, dayFirst),
    () => typedBlocks(lines, properties),
    () => numberRows(lines, properties),
  ];
  let numbered: TTableRow[] = [];
  for (let at = 0; at < readers.length && numbered.length === 0; at++) {
    numbered = readers[at]?.() ?? [];
  }
  const headerless =
    headerlessTable(lines, properties, dayFirst) ?? headerlessTable(lines, properties, dayFirst, 'product');
  const found =
    (headerless && { rows: withItemSubLines(headerless.rows, lines, properties, dayFirst) }) ??
    (numbered.length > 0
      ? { rows: withItemSubLines(withoutCredits(numbered), lines, properties, dayFirst) }
      : headerlessTable(lines, properties, dayFirst, 'any'));
  const ordered = found ? null : orderedHeader(lines, properties);
  if (ordered) {
    return { ordered };
  }
  const paired = () => {
    const rows = pairedCells(lines, properties, dayFirst);
    return rows.length > 0 ? { rows } : null;
  };
  return found ?? listedLines(lines, properties, dayFirst) ?? paired();
}
