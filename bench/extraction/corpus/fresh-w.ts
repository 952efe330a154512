// Sealed set W (layout 62): 30 documents of 30 kinds, 15 English and 15 German, every format at least 4 times,
// most with a schema field the document does not state. Written blind (see fresh-w-doc.ts); never tune on it.
import { FRESH_W_LAYOUT } from './fresh-w-doc.ts';
import { FRESH_W1 } from './fresh-w1.ts';
import { FRESH_W2 } from './fresh-w2.ts';
import { FRESH_W3 } from './fresh-w3.ts';
import type { TCorpusDocument } from './types.ts';

export { FRESH_W_LAYOUT };

export const FRESH_W: TCorpusDocument[] = [...FRESH_W1, ...FRESH_W2, ...FRESH_W3];
