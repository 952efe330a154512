// Constructor of sealed set U's documents (layout 51): the fresh-set helper with its own layout and ids "fresh-u51-…".
import { fresh } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_U_LAYOUT = 51;

export const sealedU = (...args: Parameters<typeof fresh>): TCorpusDocument => {
  const [id, ...rest] = args;
  return { ...fresh(`u51-${id}`, ...rest), layout: FRESH_U_LAYOUT };
};
