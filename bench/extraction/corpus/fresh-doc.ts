// Helpers for the fresh held-out documents (layout 10): written by hand in session 3, BEFORE the extractor
// was changed, each with its own schema as a user would write it. Never tune the extractor on them.
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TCorpusDocument, TFacts } from './types.ts';

/** Layout number of the fresh held-out set. */
export const FRESH_LAYOUT = 10;

export function fresh(
  id: string,
  kind: string,
  lang: 'en' | 'de',
  format: TCorpusDocument['format'],
  schema: TOutputSchema,
  truth: TFacts,
  content: string[] | { raw: string },
): TCorpusDocument {
  return {
    id: `fresh-${id}`,
    kind,
    lang,
    format,
    layout: FRESH_LAYOUT,
    heldOut: true,
    schema,
    truth,
    lines: Array.isArray(content) ? content : [],
    ...(Array.isArray(content) ? {} : { raw: content.raw }),
  };
}

export const str = (name: string, description?: string, extra: Record<string, unknown> = {}) =>
  ({ name, type: 'string', ...(description ? { description } : {}), ...extra }) as TOutputSchema[number];
export const date = (name: string, description?: string, required = false) =>
  ({
    name,
    type: 'string',
    format: 'date',
    ...(description ? { description } : {}),
    ...(required ? { required } : {}),
  }) as TOutputSchema[number];
export const num = (name: string, description?: string, required = false) =>
  ({
    name,
    type: 'number',
    ...(description ? { description } : {}),
    ...(required ? { required } : {}),
  }) as TOutputSchema[number];
export const obj = (name: string, properties: TOutputSchema, description?: string) =>
  ({ name, type: 'object', properties, ...(description ? { description } : {}) }) as TOutputSchema[number];
export const list = (name: string, properties: TOutputSchema, description?: string) =>
  ({
    name,
    type: 'array',
    items: { type: 'object', properties },
    ...(description ? { description } : {}),
  }) as TOutputSchema[number];
export const bool = (name: string, description?: string) =>
  ({ name, type: 'boolean', ...(description ? { description } : {}) }) as TOutputSchema[number];
