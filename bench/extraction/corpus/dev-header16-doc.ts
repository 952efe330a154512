// The constructor of header16's development documents (layout 69): a fresh document with its own id prefix.
import { fresh } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const header16 = (...args: Parameters<typeof fresh>): TCorpusDocument => ({
  ...fresh(...args),
  id: `dev-header16-${args[0]}`,
  layout: 69,
});
