import type { TOutputSchema, TSchemaProperty } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import { candidatesFor } from './candidates.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { findLabelMatches, type TValueSource, valueBelow } from './find-labelled.ts';
import { findList } from './find-list.ts';
import { findTable } from './find-table.ts';
import { quoteOf, type TLine } from './lines.ts';

/** A top-level or nested (not array) leaf value, kept for building the title. */
export type TFoundLeaf = { property: TSchemaProperty; parentName?: string; value: TLeafValue };

type TContext = { lines: TLine[]; sources: TSourceMap; warnings: string[]; leaves: TFoundLeaf[] };

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);
const notFound = (path: string) => `Field "${path}" was not found in the document`;

function record(context: TContext, path: string, source: TValueSource) {
  const quote = quoteOf(source.line, source.quoteStart, source.quoteEnd);
  context.sources[path] = { page: source.line.page, quote, document: source.line.fileName };
}

function extractLeaf(property: TSchemaProperty, context: TContext, path: string, parentName?: string) {
  const candidates = candidatesFor({ name: property.name, parentName, description: property.description });
  for (const match of findLabelMatches(context.lines, candidates)) {
    const source = match.value ?? (match.standalone ? valueBelow(context.lines, match.lineIndex) : null);
    const value = source && coerceValue(property, source.text);
    if (source && value !== null) {
      record(context, path, source);
      context.leaves.push({ property, parentName, value });
      return value;
    }
  }
  context.warnings.push(notFound(path));
  return null;
}

function extractObjectArray(properties: TSchemaProperty[], context: TContext, path: string) {
  const table = findTable(context.lines, properties);
  if (!table) {
    context.warnings.push(notFound(path));
    return null;
  }
  return table.rows.map((row, index) => {
    const item: Record<string, TLeafValue> = {};
    for (const [property, value] of row.values) {
      item[property.name] = value;
      record(context, `${path}[${index}].${property.name}`, {
        text: '',
        line: row.line,
        quoteStart: 0,
        quoteEnd: row.line.text.length,
      });
    }
    for (const property of row.missing) {
      context.warnings.push(notFound(`${path}[${index}].${property.name}`));
    }
    return item;
  });
}

function extractArray(
  property: Extract<TSchemaProperty, { type: 'array' }>,
  context: TContext,
  path: string,
  parentName?: string,
) {
  const { items } = property;
  if (items.type === 'object') {
    return extractObjectArray(items.properties, context, path);
  }
  // Arrays of arrays have no plain-text layout to read them from.
  const found = items.type === 'array' ? [] : findList(context.lines, { ...property, parentName }, items);
  if (found.length === 0) {
    context.warnings.push(notFound(path));
    return null;
  }
  found.forEach((item, index) => {
    record(context, `${path}[${index}]`, item.source);
  });
  return found.map((item) => item.value);
}

function extractObject(properties: TSchemaProperty[], context: TContext, path: string, parentName?: string) {
  const result: Record<string, unknown> = {};
  for (const property of properties) {
    const at = join(path, property.name);
    let value: unknown;
    if (property.type === 'object') {
      value = extractObject(property.properties, context, at, property.name);
    } else if (property.type === 'array') {
      value = extractArray(property, context, at, parentName);
    } else {
      value = extractLeaf(property, context, at, parentName);
    }
    // Not found means left out, never null: the result holds only what the document states.
    if (value !== null) {
      result[property.name] = value;
    }
  }
  return Object.keys(result).length > 0 || path === '' ? result : null;
}

/** Fills the schema from labelled values and tables in the lines; unknown fields are left out with a warning. */
export function extractResult(schema: TOutputSchema, lines: TLine[]) {
  const context: TContext = { lines, sources: {}, warnings: [], leaves: [] };
  const result = extractObject(schema, context, '') ?? {};
  return { result, sources: context.sources, warnings: context.warnings, leaves: context.leaves };
}
