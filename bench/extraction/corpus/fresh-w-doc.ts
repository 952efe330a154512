// Set W (session 15): 30 kinds of documents as they arrive in a company's inbox, written by an author who read
// neither the extractor nor any other set. Sealed: nobody tunes on it; its misses are counted, never shown.
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TCorpusDocument, TFacts } from './types.ts';

/** Layout number of sealed set W. */
export const FRESH_W_LAYOUT = 62;

/** One set-W document: its id is `fresh-w-<name>`; `content` is its lines ("\t" = cell break) or a hand-written file. */
export function sealedW(
  name: string,
  kind: string,
  lang: 'en' | 'de',
  format: TCorpusDocument['format'],
  schema: TOutputSchema,
  truth: TFacts,
  content: string[] | { raw: string },
): TCorpusDocument {
  return {
    id: `fresh-w-${name}`,
    kind,
    lang,
    format,
    layout: FRESH_W_LAYOUT,
    heldOut: true,
    schema,
    truth,
    lines: Array.isArray(content) ? content : [],
    ...(Array.isArray(content) ? {} : { raw: content.raw }),
  };
}
