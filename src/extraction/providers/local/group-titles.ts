// A table whose rows stand in groups under titles of their own ("Kitchen" over the kitchen's works, "Bathroom" over
// the bathroom's, each group closed by its subtotal): an item's field for its group (`room`, `category`,
// `kategorie`) that no column fills takes the title over the item's group.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { GROUP_NAME } from './carried-dates.ts';
import type { TLine } from './lines.ts';
import { isSummaryRow } from './summary-rows.ts';
import { PAGE_MARK, type TColumns, type TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// A group's title: a few words on a line of their own, no amount, no label's colon inside.
const MAX_TITLE_WORDS = 6;
const AMOUNT = /\d[.,]\d{2}(?!\d)/;
// Lines above the first row where its group's title may stand (right under the header).
const ABOVE_FIRST = 2;

function titleOf(line: TLine | undefined, runningHeads: Set<string>): string | null {
  const text = line?.text.trim().replace(/:$/, '') ?? '';
  const fits =
    line !== undefined &&
    line.cells.length === 1 &&
    /\p{L}{2}/u.test(text) &&
    !AMOUNT.test(text) &&
    !text.includes(':') &&
    text.split(/\s+/).length <= MAX_TITLE_WORDS &&
    !isSummaryRow(line) &&
    !PAGE_MARK.test(text) &&
    !runningHeads.has(`${line.fileName}\n${text}`);
  return fits ? text : null;
}

// Lines at a page's top or foot that may be its running head or foot.
const PAGE_EDGE = 3;
// Once a document: a table reader may try several tables of the same lines.
const runningHeadsCache = new WeakMap<TLine[], Set<string>>();

/**
 * The texts standing at the top or foot of two pages of a file or more: a page's running head ("Angebot Nr.
 * A-2026-118" atop each page), which a table going on over the page break has between its rows, is no group's title
 * (review26). A group's title repeated inside the pages ("Material" under each room) stays one.
 */
function runningHeadsOf(lines: TLine[]): Set<string> {
  const cached = runningHeadsCache.get(lines);
  if (cached) {
    return cached;
  }
  const byPage = new Map<string, string[]>();
  for (const line of lines) {
    const text = line.text.trim().replace(/:$/, '');
    const page = `${line.fileName}\n${line.page}`;
    const texts = byPage.get(page) ?? [];
    if (text !== '') {
      texts.push(`${line.fileName}\n${text}`);
      byPage.set(page, texts);
    }
  }
  const seen = new Set<string>();
  const heads = new Set<string>();
  for (const texts of byPage.values()) {
    for (const key of new Set([...texts.slice(0, PAGE_EDGE), ...texts.slice(-PAGE_EDGE)])) {
      (seen.has(key) ? heads : seen).add(key);
    }
  }
  runningHeadsCache.set(lines, heads);
  return heads;
}

/** The rows with the title of the group each stands in set to the item's group field, when two groups or more. */
export function withGroupTitles(
  rows: TTableRow[],
  lines: TLine[],
  properties: TSchemaProperty[],
  columns: TColumns,
): TTableRow[] {
  const field = properties.find(
    (property) =>
      property.type === 'string' &&
      !property.format &&
      !columns.includes(property) &&
      GROUP_NAME.test(nameWords(property.name).at(-1) ?? ''),
  );
  if (!field || rows.length < 2 || rows.some((row) => row.values.has(field))) {
    return rows;
  }
  const runningHeads = runningHeadsOf(lines);
  const titles: (string | undefined)[] = [];
  let title: string | undefined;
  let after = -1;
  const textsOf = (row: TTableRow | undefined) =>
    row ? [...row.values.values()].filter((value) => typeof value === 'string').join(' ') : '';
  rows.forEach((row, rowIndex) => {
    const at = lines.indexOf(row.line);
    // A text wrapped onto the line above its row or below the one before is that row's, no title.
    const own = `${textsOf(rows[rowIndex - 1])} ${textsOf(row)}`;
    for (let index = after < 0 ? Math.max(0, at - ABOVE_FIRST) : after + 1; index >= 0 && index < at; index++) {
      const found = titleOf(lines[index], runningHeads);
      if (found && !own.includes(found)) {
        title = found;
      }
    }
    titles.push(title);
    after = at >= 0 ? at : after;
  });
  if (new Set(titles.filter(Boolean)).size < 2) {
    return rows;
  }
  rows.forEach((row, index) => {
    const group = titles[index];
    if (group !== undefined) {
      row.values.set(field, group);
    }
  });
  return rows;
}
