// A table whose rows stand in groups under titles of their own ("Kitchen" over the kitchen's works, "Bathroom" over
// the bathroom's, each group closed by its subtotal): an item's field for its group (`room`, `category`,
// `kategorie`) that no column fills takes the title over the item's group.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { GROUP_NAME } from './carried-dates.ts';
import type { TLine } from './lines.ts';
import { isSummaryRow } from './summary-rows.ts';
import type { TColumns, TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// A group's title: a few words on a line of their own, no amount, no label's colon inside.
const MAX_TITLE_WORDS = 6;
const AMOUNT = /\d[.,]\d{2}(?!\d)/;
// Lines above the first row where its group's title may stand (right under the header).
const ABOVE_FIRST = 2;

function titleOf(line: TLine | undefined): string | null {
  const text = line?.text.trim().replace(/:$/, '') ?? '';
  const fits =
    line !== undefined &&
    line.cells.length === 1 &&
    /\p{L}{2}/u.test(text) &&
    !AMOUNT.test(text) &&
    !text.includes(':') &&
    text.split(/\s+/).length <= MAX_TITLE_WORDS &&
    !isSummaryRow(line);
  return fits ? text : null;
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
      const found = titleOf(lines[index]);
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
