import { codedMessage } from '../../../i18n/message.ts';
import type { TCodedMessage } from '../../../i18n/types.ts';
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import { withoutAddOns } from './add-on-rows.ts';
import type { TLeafValue } from './coerce.ts';
import { confidenceOf } from './confidence.ts';
import { fieldLabels } from './field-kinds.ts';
import { findList } from './find-list.ts';
import { findTable, isLeaf } from './find-table.ts';
import { itemConfidence } from './item-confidence.ts';
import { itemEvidence } from './item-evidence.ts';
import type { TValueSource } from './label-match.ts';
import { quoteOf, type TLine } from './lines.ts';
import { withoutRuledTotals } from './ruled-totals.ts';
import { shapedRows } from './shaped-rows.ts';
import { withTimesInText } from './times-in-text.ts';
import { withUnreadFields } from './unread-fields.ts';

/** What filling arrays needs of the extraction under way (see extract-result.ts). */
type TArrayContext = { lines: TLine[]; sources: TSourceMap; warnings: TCodedMessage[]; dayFirst: boolean };

export const notFound = (path: string) => codedMessage('warning.field_not_found', { path });

export function record(
  context: Pick<TArrayContext, 'sources'>,
  path: string,
  source: TValueSource,
  confidence: number,
) {
  const quote = quoteOf(source.line, source.quoteStart, source.quoteEnd);
  context.sources[path] = { page: source.line.page, quote, document: source.line.fileName, confidence };
}

// A dash standing apart at a text's end or start separates it from the line's next part ("12.03.2026 – Taxi zur
// Messe – 24,50 EUR"): no part of the text. "A-" (a grade) keeps its dash.
const SEPARATOR_ENDS = /^\s*[–—-]\s+|\s+[–—-]\s*$/g;
const withoutSeparatorEnds = (text: string) => text.replace(SEPARATOR_ENDS, '').trim() || text;

function extractObjectArray(properties: TSchemaProperty[], context: TArrayContext, path: string, name: string) {
  // No table, list or block found: the document's repeated structure, if it has one (shaped-rows.ts).
  const shaped = (rows: ReturnType<typeof shapedRows>) => (rows.length > 0 ? { rows } : null);
  const leaves = properties.filter(isLeaf);
  const read = findTable(context.lines, properties, name, context.dayFirst);
  // A field left empty in every row it read, though each row's line holds a value of its kind (unread-fields.ts).
  const found = read
    ? { rows: withUnreadFields(read.rows, leaves, context.dayFirst, fieldLabels(leaves)) }
    : shaped(shapedRows(context.lines, leaves, context.dayFirst));
  // "Super E10 42,31 l x 1,869" as the text of a row whose amount is their product (times-in-text.ts).
  // An indented "+ extra …" under an item adds to it (add-on-rows.ts).
  // Label-and-sum lines under a ruling are the items' totals (ruled-totals.ts).
  const rows = found ? withoutRuledTotals(withoutAddOns(found.rows), context.lines) : [];
  const table = found ? { rows: withTimesInText(rows, leaves) } : null;
  if (!table) {
    context.warnings.push(notFound(path));
    return null;
  }
  // How each row was read (its arithmetic, the table's sum, its empty cells) makes its values more or less certain.
  const evidence = itemEvidence(table.rows, properties, context.lines);
  return table.rows.map((row, index) => {
    const item: Record<string, TLeafValue> = {};
    for (const [property, value] of row.values) {
      item[property.name] = typeof value === 'string' ? withoutSeparatorEnds(value) : value;
      const source = { text: '', line: row.line, quoteStart: 0, quoteEnd: row.line.text.length };
      const confidence = itemConfidence(confidenceOf('table', source), evidence[index]);
      record(context, `${path}[${index}].${property.name}`, source, confidence);
    }
    for (const property of row.missing) {
      context.warnings.push(notFound(`${path}[${index}].${property.name}`));
    }
    return item;
  });
}

export function extractArray(
  property: Extract<TSchemaProperty, { type: 'array' }>,
  context: TArrayContext,
  path: string,
  parentName?: string,
) {
  const { items } = property;
  if (items.type === 'object') {
    return extractObjectArray(items.properties, context, path, property.name);
  }
  // Arrays of arrays have no plain-text layout to read them from.
  const found = items.type === 'array' ? [] : findList(context.lines, { ...property, parentName }, items);
  if (found.length === 0) {
    context.warnings.push(notFound(path));
    return null;
  }
  found.forEach((item, index) => {
    record(context, `${path}[${index}]`, item.source, confidenceOf('list', item.source));
  });
  return found.map((item) => item.value);
}
