// Shared by the item tests (items-session22 … 24): a table's rows read as the extractor reads a text file, and one
// array field extracted from them through extractArray as the extractor calls it. Real parts, no mocks.
import { renderText } from '../../../bench/extraction/corpus/render.ts';
import { extractArray } from '../../../src/extraction/providers/local/extract-arrays.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';

/** The rows as a text file lays them out: tab-separated cells set in aligned columns, or the text as written (`raw`). */
export const rowLines = (rows: string[], raw = false) =>
  documentLines([
    {
      fileName: 'items.txt',
      contentType: 'text/plain',
      pages: [{ page: 1, text: raw ? rows.join('\n') : renderText(rows) }],
      warnings: [],
    },
  ]);

export const field = (name: string, type: 'string' | 'number' = 'string') => ({ name, type }) as TSchemaProperty;
export const dateField = (name: string) => ({ name, type: 'string', format: 'date' }) as TSchemaProperty;

/**
 * The items of the array field `name` (default "items") read from `rows`: `raw` keeps the text as written, `dayFirst`
 * (default true) is the document's slash-date order.
 */
export function itemsOf(
  rows: string[],
  properties: TSchemaProperty[],
  options: { raw?: boolean; dayFirst?: boolean; name?: string } = {},
) {
  const name = options.name ?? 'items';
  const property = { name, type: 'array', items: { type: 'object', properties } } as Extract<
    TSchemaProperty,
    { type: 'array' }
  >;
  const context = { lines: rowLines(rows, options.raw), sources: {}, warnings: [], dayFirst: options.dayFirst ?? true };
  return (extractArray(property, context, name) ?? []) as Record<string, unknown>[];
}
