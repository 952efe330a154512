// Sealed set Y (layout 96, session 19): 30 documents of 30 different kinds that a business, an authority, a club or
// a household receives or writes in 2026 (15 English, 15 German; pdf 5, docx 5, txt 3, html 4, eml 5 — three of
// them raw RFC 822 messages with multipart and quoted-printable parts — png 4, scan 4), each with its own schema as
// a user would write it and 1-3 fields the document does not state. Written by hand in session 19 by a blind author
// who read neither the extractor nor any other set's documents. Nobody may tune the extractor on them.

import { FRESH_Y1 } from './fresh-y1.ts';
import { FRESH_Y2 } from './fresh-y2.ts';
import { FRESH_Y3 } from './fresh-y3.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of sealed set Y. */
export const FRESH_Y_LAYOUT = 96;

export const FRESH_Y: TCorpusDocument[] = [...FRESH_Y1, ...FRESH_Y2, ...FRESH_Y3].map((document) => ({
  ...document,
  layout: FRESH_Y_LAYOUT,
  heldOut: true,
}));
