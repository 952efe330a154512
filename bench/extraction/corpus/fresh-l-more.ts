// Fresh held-out documents, set L (continued): see fresh-l.ts. SEALED.

import type { TCorpusDocument } from './types.ts';

export const FRESH_L_MORE: TCorpusDocument[] = [];
