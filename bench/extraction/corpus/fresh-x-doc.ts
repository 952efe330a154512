// Helpers for sealed set X (layout 74, session 16): 30 documents of 30 kinds a business or a household receives or
// writes, by a blind author who read neither the extractor nor any other set. Never tune the extractor on them.
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TCorpusDocument, TFacts } from './types.ts';

/** Layout number of sealed set X. */
export const FRESH_X_LAYOUT = 74;

export function freshX(
  id: string,
  kind: string,
  lang: 'en' | 'de',
  format: TCorpusDocument['format'],
  schema: TOutputSchema,
  truth: TFacts,
  content: string[] | { raw: string },
): TCorpusDocument {
  return {
    id: `fresh-x-${id}`,
    kind,
    lang,
    format,
    layout: FRESH_X_LAYOUT,
    heldOut: true,
    schema,
    truth,
    lines: Array.isArray(content) ? content : [],
    ...(Array.isArray(content) ? {} : { raw: content.raw }),
  };
}
