// Constructor of sealed set S (layout 40): 30 documents written by hand at the start of session 12 by a helper who
// read neither the extractor nor any other set's documents, only the corpus helpers, the renderer and the scorer.
// SEALED: never open, print or diagnose these documents; eval shows their misses only with --show-fresh-s.
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TCorpusDocument, TFacts } from './types.ts';

/** Layout number of sealed set S. */
export const FRESH_S_LAYOUT = 40;

/** One document of set S: held out, truth leaves the document does not state left out (never null). */
export function sealedS(
  id: string,
  kind: string,
  lang: 'en' | 'de',
  format: TCorpusDocument['format'],
  schema: TOutputSchema,
  truth: TFacts,
  content: string[] | { raw: string },
): TCorpusDocument {
  return {
    id: `fresh-s-${id}`,
    kind,
    lang,
    format,
    layout: FRESH_S_LAYOUT,
    heldOut: true,
    schema,
    truth,
    lines: Array.isArray(content) ? content : [],
    ...(Array.isArray(content) ? {} : { raw: content.raw }),
  };
}
