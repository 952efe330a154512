// Constructor of sealed set V's documents (layout 54): the fresh-set helper with its own layout and ids "fresh-v-…".
import { fresh } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_V_LAYOUT = 54;

export const sealedV = (...args: Parameters<typeof fresh>): TCorpusDocument => {
  const [id, ...rest] = args;
  return { ...fresh(`v-${id}`, ...rest), layout: FRESH_V_LAYOUT };
};
