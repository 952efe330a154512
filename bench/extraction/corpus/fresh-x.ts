// Sealed set X (layout 74, session 16): 30 documents of 30 kinds a business or a household receives or writes
// (15 English, 15 German; txt 5, pdf 5, docx 4, html 4, eml 4, png 4, scan 4), each with its own schema, written by
// a blind author who read neither the extractor nor any other set. Never tune the extractor on them.
import { FRESH_X_LAYOUT } from './fresh-x-doc.ts';
import { FRESH_X1 } from './fresh-x1.ts';
import { FRESH_X2 } from './fresh-x2.ts';
import { FRESH_X3 } from './fresh-x3.ts';
import type { TCorpusDocument } from './types.ts';

export { FRESH_X_LAYOUT };

export const FRESH_X: TCorpusDocument[] = [...FRESH_X1, ...FRESH_X2, ...FRESH_X3];
