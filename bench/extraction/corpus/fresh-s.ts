// Sealed set S (layout 40, session 12): 30 documents of 30 kinds, 15 English and 15 German, every format, written by
// hand before any change of session 12 by a helper who read neither the extractor nor another set's documents.
// SEALED: never open, print or diagnose these documents; eval shows their misses only with --show-fresh-s, which
// nobody passes, and learn-data.ts never reads them (corpus/sealed.ts).
import { FRESH_S_BILLS } from './fresh-s-bills.ts';
import { FRESH_S_BILLS_MORE } from './fresh-s-bills-more.ts';
import { FRESH_S_MONEY } from './fresh-s-money.ts';
import { FRESH_S_NOTICES } from './fresh-s-notices.ts';
import { FRESH_S_STAFF } from './fresh-s-staff.ts';
import { FRESH_S_TRADE } from './fresh-s-trade.ts';
import { FRESH_S_TRADE_MORE } from './fresh-s-trade-more.ts';
import { FRESH_S_TRAVEL } from './fresh-s-travel.ts';
import type { TCorpusDocument } from './types.ts';

export { FRESH_S_LAYOUT } from './fresh-s-doc.ts';

export const FRESH_S: TCorpusDocument[] = [
  ...FRESH_S_TRADE,
  ...FRESH_S_TRADE_MORE,
  ...FRESH_S_MONEY,
  ...FRESH_S_NOTICES,
  ...FRESH_S_BILLS,
  ...FRESH_S_BILLS_MORE,
  ...FRESH_S_TRAVEL,
  ...FRESH_S_STAFF,
];
