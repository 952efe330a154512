// The corpus's named sets, one row each: the ONE place a set is registered. A row gives its documents (the corpus,
// corpus/build.ts), its fold in the learned fallback's and the verifier's cross validation (learn-data.ts), whether it
// is sealed (corpus/sealed.ts), its row in miss-causes.ts, and for the eval's report its line under "overall", whether
// its misses may be shown and by which flag, whether it gets groups by format and kind, a line of absent fields
// filled, and a row in "Misses by type". The lists those files used to keep are derived from here.
import { DEV_ARRAYS13, DEV_ARRAYS13_LAYOUT } from './corpus/dev-arrays13.ts';
import { DEV_BLIND24, DEV_BLIND24_LAYOUT } from './corpus/dev-blind24.ts';
import { DEV_CARDS18, DEV_CARDS18_LAYOUT } from './corpus/dev-cards18.ts';
import { DEV_COLUMNS17, DEV_COLUMNS17_LAYOUT } from './corpus/dev-columns17.ts';
import { DEV_DATES23, DEV_DATES23_LAYOUT } from './corpus/dev-dates23.ts';
import { DEV_DOMAINS16, DEV_DOMAINS16_LAYOUT } from './corpus/dev-domains16.ts';
import { DEV_EML15_LAYOUT } from './corpus/dev-eml15.ts';
import { DEV_EML15 } from './corpus/dev-eml15-more.ts';
import { DEV_EML16_LAYOUT } from './corpus/dev-eml16.ts';
import { DEV_EML16 } from './corpus/dev-eml16-more.ts';
import { DEV_EML17_LAYOUT } from './corpus/dev-eml17.ts';
import { DEV_EML17 } from './corpus/dev-eml17-more.ts';
import { DEV_EML19, DEV_EML19_LAYOUT } from './corpus/dev-eml19.ts';
import { DEV_EML21, DEV_EML21_LAYOUT } from './corpus/dev-eml21.ts';
import { DEV_EML22, DEV_EML22_LAYOUT } from './corpus/dev-eml22.ts';
import { DEV_EML23, DEV_EML23_LAYOUT } from './corpus/dev-eml23.ts';
import { DEV_EML24, DEV_EML24_LAYOUT } from './corpus/dev-eml24.ts';
import { DEV_EML25, DEV_EML25_LAYOUT } from './corpus/dev-eml25.ts';
import { DEV_EML27, DEV_EML27_LAYOUT } from './corpus/dev-eml27.ts';
import { DEV_FIX14, DEV_FIX14_LAYOUT } from './corpus/dev-fix14.ts';
import { DEV_FORMS23, DEV_FORMS23_LAYOUT } from './corpus/dev-forms23.ts';
import { DEV_FORMS30, DEV_FORMS30_LAYOUT } from './corpus/dev-forms30.ts';
import { DEV_GRID, DEV_GRID_LAYOUT } from './corpus/dev-grid11.ts';
import { DEV_HEADER16, DEV_HEADER16_LAYOUT } from './corpus/dev-header16.ts';
import { DEV_HTML15, DEV_HTML15_LAYOUT } from './corpus/dev-html15.ts';
import { DEV_HTML16, DEV_HTML16_LAYOUT } from './corpus/dev-html16.ts';
import { DEV_IMAGE17, DEV_IMAGE17_LAYOUT } from './corpus/dev-image17.ts';
import { DEV_IMAGE24, DEV_IMAGE24_LAYOUT } from './corpus/dev-image24.ts';
import { DEV_ITEMS11, DEV_ITEMS11_LAYOUT } from './corpus/dev-items11.ts';
import { DEV_ITEMS19, DEV_ITEMS19_LAYOUT } from './corpus/dev-items19.ts';
import { DEV_ITEMS20, DEV_ITEMS20_LAYOUT } from './corpus/dev-items20.ts';
import { DEV_ITEMS21, DEV_ITEMS21_LAYOUT } from './corpus/dev-items21.ts';
import { DEV_ITEMS22, DEV_ITEMS22_LAYOUT } from './corpus/dev-items22.ts';
import { DEV_ITEMS23, DEV_ITEMS23_LAYOUT } from './corpus/dev-items23.ts';
import { DEV_ITEMS24, DEV_ITEMS24_LAYOUT } from './corpus/dev-items24.ts';
import { DEV_ITEMS25, DEV_ITEMS25_LAYOUT } from './corpus/dev-items25.ts';
import { DEV_ITEMS27, DEV_ITEMS27_LAYOUT } from './corpus/dev-items27.ts';
import { DEV_KINDS21, DEV_KINDS21_LAYOUT } from './corpus/dev-kinds21.ts';
import { DEV_KINDS22, DEV_KINDS22_LAYOUT } from './corpus/dev-kinds22.ts';
import { DEV_KINDS25, DEV_KINDS25_LAYOUT } from './corpus/dev-kinds25.ts';
import { DEV_KINDS26, DEV_KINDS26_LAYOUT } from './corpus/dev-kinds26.ts';
import { DEV_LABELLESS26, DEV_LABELLESS26_LAYOUT } from './corpus/dev-labelless26.ts';
import { DEV_LABELS20, DEV_LABELS20_LAYOUT } from './corpus/dev-labels20.ts';
import { DEV_LAYOUTS27, DEV_LAYOUTS27_LAYOUT } from './corpus/dev-layouts27.ts';
import { DEV_MAILS30, DEV_MAILS30_LAYOUT } from './corpus/dev-mails30.ts';
import { DEV_MEANING21, DEV_MEANING21_LAYOUT } from './corpus/dev-meaning21.ts';
import { DEV_NESTED18, DEV_NESTED18_LAYOUT } from './corpus/dev-nested18.ts';
import { DEV_NOLABEL, DEV_NOLABEL_LAYOUT } from './corpus/dev-nolabel12.ts';
import { DEV_NOLABEL13, DEV_NOLABEL13_LAYOUT } from './corpus/dev-nolabel13.ts';
import { DEV_NOLABEL13B, DEV_NOLABEL13B_LAYOUT } from './corpus/dev-nolabel13b.ts';
import { DEV_NOLABEL14, DEV_NOLABEL14_LAYOUT } from './corpus/dev-nolabel14.ts';
import { DEV_NOLABEL17, DEV_NOLABEL17_LAYOUT } from './corpus/dev-nolabel17.ts';
import { DEV_NOLABEL19, DEV_NOLABEL19_LAYOUT } from './corpus/dev-nolabel19.ts';
import { DEV_PARTIES29, DEV_PARTIES29_LAYOUT } from './corpus/dev-parties29.ts';
import { DEV_PARTS, DEV_PARTS_LAYOUT } from './corpus/dev-parts11.ts';
import { DEV_PDF17, DEV_PDF17_LAYOUT } from './corpus/dev-pdf17.ts';
import { DEV_PDFCOLS29, DEV_PDFCOLS29_LAYOUT } from './corpus/dev-pdfcols29.ts';
import { DEV_PDFGAP12, DEV_PDFGAP12_LAYOUT } from './corpus/dev-pdfgap12.ts';
import { DEV_PHOTOS30, DEV_PHOTOS30_LAYOUT } from './corpus/dev-photos30.ts';
import { DEV_PNG19, DEV_PNG19_LAYOUT } from './corpus/dev-png19.ts';
import { DEV_PNG22, DEV_PNG22_LAYOUT } from './corpus/dev-png22.ts';
import { DEV_PNG25, DEV_PNG25_LAYOUT } from './corpus/dev-png25.ts';
import { DEV_PNG27, DEV_PNG27_LAYOUT } from './corpus/dev-png27.ts';
import { DEV_PROSE16_LAYOUT } from './corpus/dev-prose16.ts';
import { DEV_PROSE16 } from './corpus/dev-prose16-more.ts';
import { DEV_PROSE17, DEV_PROSE17_LAYOUT } from './corpus/dev-prose17.ts';
import { DEV_PROSE19, DEV_PROSE19_LAYOUT } from './corpus/dev-prose19.ts';
import { DEV_PROSE23, DEV_PROSE23_LAYOUT } from './corpus/dev-prose23.ts';
import { DEV_RANKING11, DEV_RANKING11_LAYOUT } from './corpus/dev-ranking11.ts';
import { DEV_RECUR15, DEV_RECUR15_LAYOUT } from './corpus/dev-recur15.ts';
import { DEV_ROWS30, DEV_ROWS30_LAYOUT } from './corpus/dev-rows30.ts';
import { DEV_SCAN27, DEV_SCAN27_LAYOUT } from './corpus/dev-scan27.ts';
import { DEV_SENTENCES, DEV_SENTENCES_LAYOUT } from './corpus/dev-sentences11.ts';
import { DEV_SENTENCES12, DEV_SENTENCES12_LAYOUT } from './corpus/dev-sentences12.ts';
import { DEV_SENTENCES13_LAYOUT } from './corpus/dev-sentences13.ts';
import { DEV_SENTENCES13 } from './corpus/dev-sentences13-more.ts';
import { DEV_SENTENCES13B, DEV_SENTENCES13B_LAYOUT } from './corpus/dev-sentences13b.ts';
import { DEV_SENTENCES14, DEV_SENTENCES14_LAYOUT } from './corpus/dev-sentences14.ts';
import { DEV_STATEMENTS29, DEV_STATEMENTS29_LAYOUT } from './corpus/dev-statements29.ts';
import { DEV_TABLES12, DEV_TABLES12_LAYOUT } from './corpus/dev-tables12.ts';
import { DEV_TABLES16, DEV_TABLES16_LAYOUT } from './corpus/dev-tables16.ts';
import { DEV_TABLES18, DEV_TABLES18_LAYOUT } from './corpus/dev-tables18.ts';
import { DEV_TYPED17, DEV_TYPED17_LAYOUT } from './corpus/dev-typed17.ts';
import { DEV_TYPED18, DEV_TYPED18_LAYOUT } from './corpus/dev-typed18.ts';
import { DEV_TYPES27, DEV_TYPES27_LAYOUT } from './corpus/dev-types27.ts';
import { DEV_UNITS29, DEV_UNITS29_LAYOUT } from './corpus/dev-units29.ts';
import { DEV_VOCAB17, DEV_VOCAB17_LAYOUT } from './corpus/dev-vocab17.ts';
import { DEV_WRONG12_LAYOUT } from './corpus/dev-wrong12.ts';
import { DEV_WRONG12 } from './corpus/dev-wrong12-more.ts';
import { DEV_WRONG14_LAYOUT } from './corpus/dev-wrong14.ts';
import { DEV_WRONG14 } from './corpus/dev-wrong14-more.ts';
import { DEV_WRONG15, DEV_WRONG15_LAYOUT } from './corpus/dev-wrong15.ts';
import { DEV_WRONG16_LAYOUT } from './corpus/dev-wrong16.ts';
import { DEV_WRONG16 } from './corpus/dev-wrong16-more.ts';
import { DEV_WRONG17, DEV_WRONG17_LAYOUT } from './corpus/dev-wrong17.ts';
import { DEV_WRONG18, DEV_WRONG18_LAYOUT } from './corpus/dev-wrong18.ts';
import { DEV_WRONG19, DEV_WRONG19_LAYOUT } from './corpus/dev-wrong19.ts';
import { DEV_WRONG20, DEV_WRONG20_LAYOUT } from './corpus/dev-wrong20.ts';
import { DEV_WRONG22, DEV_WRONG22_LAYOUT } from './corpus/dev-wrong22.ts';
import { DEV_WRONG24, DEV_WRONG24_LAYOUT } from './corpus/dev-wrong24.ts';
import { DEV_WRONG25, DEV_WRONG25_LAYOUT } from './corpus/dev-wrong25.ts';
import { DEV_WRONG26, DEV_WRONG26_LAYOUT } from './corpus/dev-wrong26.ts';
import { FRESH_A } from './corpus/fresh-a.ts';
import { FRESH_B } from './corpus/fresh-b.ts';
import { FRESH_C, FRESH_C_LAYOUT } from './corpus/fresh-c.ts';
import { FRESH_D, FRESH_D_LAYOUT } from './corpus/fresh-d.ts';
import { FRESH_LAYOUT } from './corpus/fresh-doc.ts';
import { FRESH_E, FRESH_E_LAYOUT, FRESH_F_LAYOUT, FRESH_G_LAYOUT } from './corpus/fresh-e.ts';
import { FRESH_H, FRESH_H_LAYOUT } from './corpus/fresh-h.ts';
import { FRESH_I, FRESH_I_LAYOUT } from './corpus/fresh-i.ts';
import { FRESH_J, FRESH_J_LAYOUT } from './corpus/fresh-j.ts';
import { FRESH_K, FRESH_K_LAYOUT } from './corpus/fresh-k.ts';
import { FRESH_L, FRESH_L_LAYOUT } from './corpus/fresh-l.ts';
import { FRESH_M, FRESH_M_LAYOUT } from './corpus/fresh-m.ts';
import { FRESH_N, FRESH_N_LAYOUT } from './corpus/fresh-n.ts';
import { FRESH_P, FRESH_P_LAYOUT } from './corpus/fresh-p.ts';
import { FRESH_Q, FRESH_Q_LAYOUT } from './corpus/fresh-q.ts';
import { FRESH_R, FRESH_R_LAYOUT } from './corpus/fresh-r.ts';
import { FRESH_S, FRESH_S_LAYOUT } from './corpus/fresh-s.ts';
import { FRESH_T, FRESH_T_LAYOUT } from './corpus/fresh-t.ts';
import { FRESH_U, FRESH_U_LAYOUT } from './corpus/fresh-u.ts';
import { FRESH_V, FRESH_V_LAYOUT } from './corpus/fresh-v.ts';
import { FRESH_W, FRESH_W_LAYOUT } from './corpus/fresh-w.ts';
import { FRESH_X, FRESH_X_LAYOUT } from './corpus/fresh-x.ts';
import { FRESH_Y, FRESH_Y_LAYOUT } from './corpus/fresh-y.ts';
import type { TCorpusDocument } from './corpus/types.ts';

export type TNamedSet = {
  layout: number;
  /** Its line in the summary ("of it: fresh D"). */
  label: string;
  /** Its documents, in corpus order (a file of several layouts gives them all on its first row: E holds F and G). */
  documents?: readonly TCorpusDocument[];
  /** Its fold of the learned fallback's and the verifier's training (learn-data.ts); a set without one is never read. */
  fold?: string;
  /** Sealed: nobody tunes on it, no fold, misses only with its own flag; every diagnostic script leaves it out. */
  sealed?: boolean;
  /** Its name in miss-causes.ts (`--set NAME`; a sealed set's misses are counted there, never listed). */
  causes?: string;
  /** Part of the tuning set (not held out). */
  tuning?: boolean;
  /** The flag that shows its misses with --verbose (held-out sets without one show them with --held-out alone). */
  show?: string;
  /** Groups by format and kind, under this name ("fresh D only"). */
  groups?: string;
  /** Its line of absent schema fields filled (the precision sets and the shared-schema sets). */
  absent?: boolean;
  /** Its row in "Misses by type" (sets without one count under "held-out"). */
  misses?: string;
};

// Sealed sets show their misses only with their flag, which nobody passes, and have no fold: never for tuning.
// A new set: one row at the end (its layout a number no other row has).
export const NAMED_SETS: TNamedSet[] = [
  { layout: FRESH_T_LAYOUT, label: 'tables T', documents: FRESH_T, fold: 'tuning', tuning: true },
  { layout: FRESH_J_LAYOUT, label: 'dev set J', documents: FRESH_J, fold: 'J', tuning: true },
  { layout: 8, label: 'unseen kinds', fold: 'held-out kinds' },
  { layout: FRESH_LAYOUT, label: 'fresh A+B', documents: [...FRESH_A, ...FRESH_B], fold: 'A+B' },
  { layout: FRESH_C_LAYOUT, label: 'fresh C', documents: FRESH_C, fold: 'C', show: '--show-fresh', groups: 'C' },
  {
    layout: FRESH_D_LAYOUT,
    label: 'fresh D',
    documents: FRESH_D,
    fold: 'D',
    causes: 'D',
    show: '--show-fresh-d',
    groups: 'D',
  },
  { layout: FRESH_E_LAYOUT, label: 'fresh E', documents: FRESH_E, fold: 'E/F/G' },
  { layout: FRESH_F_LAYOUT, label: 'fresh F', fold: 'E/F/G' },
  { layout: FRESH_G_LAYOUT, label: 'fresh G', fold: 'E/F/G' },
  {
    layout: FRESH_H_LAYOUT,
    label: 'fresh H',
    documents: FRESH_H,
    fold: 'H',
    causes: 'H',
    show: '--show-fresh-h',
    groups: 'H',
  },
  {
    layout: FRESH_I_LAYOUT,
    label: 'fresh I',
    documents: FRESH_I,
    fold: 'I',
    causes: 'I',
    show: '--show-fresh-i',
    groups: 'I',
    misses: 'dev I',
  },
  {
    layout: FRESH_K_LAYOUT,
    label: 'fresh K',
    documents: FRESH_K,
    fold: 'K',
    causes: 'K',
    show: '--show-fresh-k',
    groups: 'K',
    misses: 'dev K',
  },
  {
    layout: FRESH_L_LAYOUT,
    label: 'fresh L',
    documents: FRESH_L,
    sealed: true,
    causes: 'L',
    show: '--show-fresh-l',
    groups: 'L',
    misses: 'sealed L',
  },
  {
    layout: FRESH_M_LAYOUT,
    label: 'fresh M',
    documents: FRESH_M,
    sealed: true,
    causes: 'M',
    show: '--show-fresh-m',
    groups: 'M',
    misses: 'sealed M',
  },
  // P measures precision: its schemas name fields the documents do not state; Q is its development twin.
  {
    layout: FRESH_P_LAYOUT,
    label: 'precision P',
    documents: FRESH_P,
    sealed: true,
    causes: 'P',
    show: '--show-fresh-p',
    groups: 'P',
    absent: true,
    misses: 'sealed P',
  },
  {
    layout: FRESH_Q_LAYOUT,
    label: 'precision Q',
    documents: FRESH_Q,
    fold: 'Q',
    causes: 'Q',
    show: '--show-fresh-q',
    groups: 'Q',
    absent: true,
    misses: 'dev Q',
  },
  // N (session 10) and R (session 11): many kinds a company receives, some schemas shared by two senders.
  {
    layout: FRESH_N_LAYOUT,
    label: 'sealed N',
    documents: FRESH_N,
    sealed: true,
    causes: 'N',
    show: '--show-fresh-n',
    groups: 'N',
    absent: true,
    misses: 'sealed N',
  },
  {
    layout: FRESH_R_LAYOUT,
    label: 'sealed R',
    documents: FRESH_R,
    sealed: true,
    causes: 'R',
    show: '--show-fresh-r',
    groups: 'R',
    absent: true,
    misses: 'sealed R',
  },
  // S (session 12): 30 kinds rarely seen in toy corpora, written before any change of the session.
  {
    layout: FRESH_S_LAYOUT,
    label: 'sealed S',
    documents: FRESH_S,
    sealed: true,
    causes: 'S',
    show: '--show-fresh-s',
    groups: 'S',
    absent: true,
    misses: 'sealed S',
  },
  // U (session 13): 30 kinds a company prints or receives, written before any change of the session.
  {
    layout: FRESH_U_LAYOUT,
    label: 'sealed U',
    documents: FRESH_U,
    sealed: true,
    causes: 'U',
    show: '--show-fresh-u',
    groups: 'U',
    absent: true,
    misses: 'sealed U',
  },
  // Development sets of session 11's branches, written before their changes.
  {
    layout: DEV_GRID_LAYOUT,
    label: 'dev grid',
    documents: DEV_GRID,
    fold: 'grid',
    causes: 'grid',
    show: '--show-dev-grid',
    absent: true,
    misses: 'dev grid',
  },
  {
    layout: DEV_ITEMS11_LAYOUT,
    label: 'dev items11',
    documents: DEV_ITEMS11,
    fold: 'items',
    show: '--show-dev-items',
    groups: 'items11',
    misses: 'items11',
  },
  {
    layout: DEV_PARTS_LAYOUT,
    label: 'dev parts',
    documents: DEV_PARTS,
    fold: 'parts',
    show: '--show-dev-parts',
    groups: 'parts',
    misses: 'dev parts',
  },
  {
    layout: DEV_RANKING11_LAYOUT,
    label: 'dev ranking11',
    documents: DEV_RANKING11,
    fold: 'ranking',
    show: '--show-dev-ranking11',
    absent: true,
  },
  {
    layout: DEV_SENTENCES_LAYOUT,
    label: 'dev sentences',
    documents: DEV_SENTENCES,
    fold: 'sentences',
    causes: 'S11',
    show: '--show-dev-sentences',
    absent: true,
    misses: 'dev S11',
  },
  // Session 12's development set of array shapes (statements, schedules, folios, multi-page tables).
  {
    layout: DEV_TABLES12_LAYOUT,
    label: 'dev tables12',
    documents: DEV_TABLES12,
    fold: 'tables12',
    show: '--show-dev-tables12',
    groups: 'tables12',
    misses: 'tables12',
  },
  // Session 12's development set of fields whose words no printed label shares, written before the change.
  {
    layout: DEV_NOLABEL_LAYOUT,
    label: 'dev nolabel12',
    documents: DEV_NOLABEL,
    fold: 'nolabel',
    causes: 'nolabel12',
    show: '--show-dev-nolabel12',
    groups: 'nolabel12',
    absent: true,
    misses: 'nolabel12',
  },
  // Session 12's development sets, written before their branches' changes.
  {
    layout: DEV_SENTENCES12_LAYOUT,
    label: 'dev sentences12',
    documents: DEV_SENTENCES12,
    fold: 'sentences12',
    causes: 'S12',
    show: '--show-dev-sentences12',
    absent: true,
    misses: 'dev S12',
  },
  // Session 13's development set of values in sentences, written before its branch's changes.
  {
    layout: DEV_SENTENCES13_LAYOUT,
    label: 'dev sentences13',
    documents: DEV_SENTENCES13,
    fold: 'sentences13',
    causes: 'S13',
    show: '--show-dev-sentences13',
    absent: true,
    misses: 'dev S13',
  },
  // Session 13's second development set of values in sentences (appointments, names, rates), written before its change.
  {
    layout: DEV_SENTENCES13B_LAYOUT,
    label: 'dev sentences13b',
    documents: DEV_SENTENCES13B,
    fold: 'sentences13b',
    causes: 'S13b',
    show: '--show-dev-sentences13b',
    absent: true,
    misses: 'dev S13b',
  },
  // Session 12's development sets, each written before its branch's changes.
  {
    layout: DEV_WRONG12_LAYOUT,
    label: 'dev wrong12',
    documents: DEV_WRONG12,
    fold: 'wrong12',
    causes: 'wrong12',
    show: '--show-dev-wrong12',
    groups: 'wrong12',
    absent: true,
    misses: 'dev wrong12',
  },
  // Session 12: all PDFs, line shapes that may stress the position-based PDF path (compare with --as-docx).
  {
    layout: DEV_PDFGAP12_LAYOUT,
    label: 'dev pdfgap12',
    documents: DEV_PDFGAP12,
    fold: 'pdfgap12',
    show: '--show-dev-pdfgap12',
    groups: 'pdfgap12',
    absent: true,
    misses: 'dev pdfgap12',
  },
  // Session 13: arrays in shapes still open (two arrays, side-by-side tables, balances, credits, sub-lines).
  {
    layout: DEV_ARRAYS13_LAYOUT,
    label: 'dev arrays13',
    documents: DEV_ARRAYS13,
    fold: 'arrays13',
    causes: 'arrays13',
    show: '--show-dev-arrays13',
    groups: 'arrays13',
    absent: true,
    misses: 'arrays13',
  },
  // Session 13's development set of fields named in other words than their printed labels, written first.
  {
    layout: DEV_NOLABEL13_LAYOUT,
    label: 'dev nolabel13',
    documents: DEV_NOLABEL13,
    fold: 'nolabel13',
    causes: 'nolabel13',
    show: '--show-dev-nolabel13',
    groups: 'nolabel13',
    absent: true,
    misses: 'nolabel13',
  },
  // Session 13's second set of that kind: acronym labels, header rows over values, ageing tables, closing dates.
  {
    layout: DEV_NOLABEL13B_LAYOUT,
    label: 'dev nolabel13b',
    documents: DEV_NOLABEL13B,
    fold: 'nolabel13b',
    causes: 'nolabel13b',
    show: '--show-dev-nolabel13b',
    groups: 'nolabel13b',
    absent: true,
    misses: 'nolabel13b',
  },
  // V (session 14): 30 kinds rarely seen, by an author who read neither the extractor nor any other set.
  {
    layout: FRESH_V_LAYOUT,
    label: 'sealed V',
    documents: FRESH_V,
    sealed: true,
    causes: 'V',
    show: '--show-fresh-v',
    groups: 'V',
    absent: true,
    misses: 'sealed V',
  },
  // Session 14's development set of values in sentences (payment terms, deadlines, names, word numbers, yes/no facts).
  {
    layout: DEV_SENTENCES14_LAYOUT,
    label: 'dev sentences14',
    documents: DEV_SENTENCES14,
    fold: 'sentences14',
    causes: 'S14',
    show: '--show-dev-sentences14',
    absent: true,
    misses: 'dev S14',
  },
  // Session 14: compounds with unknown first parts, items opening with a sum word, acronyms, forms of address.
  {
    layout: DEV_FIX14_LAYOUT,
    label: 'dev fix14',
    documents: DEV_FIX14,
    fold: 'fix14',
    causes: 'fix14',
    show: '--show-dev-fix14',
    groups: 'fix14',
    absent: true,
    misses: 'fix14',
  },
  // Session 14's development set of wrong values beside a found label (two amounts on a line, header rows over
  // value rows, current and previous year, dates of several roles, glued units), written before its change.
  {
    layout: DEV_WRONG14_LAYOUT,
    label: 'dev wrong14',
    documents: DEV_WRONG14,
    fold: 'wrong14',
    causes: 'wrong14',
    show: '--show-dev-wrong14',
    groups: 'wrong14',
    absent: true,
    misses: 'dev wrong14',
  },
  // Session 14's development set of unlabelled values: letterheads, address windows, subjects without a label,
  // signatures, dates beside a place, references alone in a corner, identifiers known by their shape.
  {
    layout: DEV_NOLABEL14_LAYOUT,
    label: 'dev nolabel14',
    documents: DEV_NOLABEL14,
    fold: 'nolabel14',
    causes: 'nolabel14',
    show: '--show-dev-nolabel14',
    groups: 'nolabel14',
    absent: true,
    misses: 'nolabel14',
  },
  // W (session 15): 30 everyday kinds as they arrive in an inbox, by an author who read neither the extractor nor
  // any other set.
  {
    layout: FRESH_W_LAYOUT,
    label: 'sealed W',
    documents: FRESH_W,
    sealed: true,
    causes: 'W',
    show: '--show-fresh-w',
    groups: 'W',
    absent: true,
    misses: 'sealed W',
  },
  // X (session 16): 30 kinds a business or a household receives or writes, beyond the common invoice, by a blind
  // author who read neither the extractor nor any other set.
  {
    layout: FRESH_X_LAYOUT,
    label: 'sealed X',
    documents: FRESH_X,
    sealed: true,
    causes: 'X',
    show: '--show-fresh-x',
    groups: 'X',
    absent: true,
    misses: 'sealed X',
  },
  // Session 15's development set of e-mails as mail programs and shops send them (raw .eml: quoted-printable and
  // base64, Latin-1 and Windows-1252, text and HTML alternatives, forwards, quoted replies, signatures), written
  // before its change, with fields from the headers (sender, date, subject).
  {
    layout: DEV_EML15_LAYOUT,
    label: 'dev eml15',
    documents: DEV_EML15,
    fold: 'eml15',
    causes: 'eml15',
    show: '--show-dev-eml15',
    groups: 'eml15',
    absent: true,
    misses: 'dev eml15',
  },
  // Session 16's development set of e-mails (raw .eml): dates without a year, forwards whose content is in the quoted
  // original, HTML-only layout tables, multipart/mixed with attached .txt/.csv or inline HTML, issuer vs mail
  // service, numbers in the Subject, systems' notifications; written before its change.
  {
    layout: DEV_EML16_LAYOUT,
    label: 'dev eml16',
    documents: DEV_EML16,
    fold: 'eml16',
    causes: 'eml16',
    show: '--show-dev-eml16',
    groups: 'eml16',
    absent: true,
    misses: 'dev eml16',
  },
  // Session 15's development set of wrong values that recur across sets (sentence pieces, dates or numbers as names,
  // parties running on into their addresses), written before its change.
  {
    layout: DEV_WRONG15_LAYOUT,
    label: 'dev wrong15',
    documents: DEV_WRONG15,
    fold: 'wrong15',
    causes: 'wrong15',
    show: '--show-dev-wrong15',
    groups: 'wrong15',
    absent: true,
    misses: 'dev wrong15',
  },
  // Session 15's development set of MISSING values whose cause recurs in at least three development sets: date ranges
  // under one label for start/end fields, masked payment cards, persons under a plain "Name" label.
  {
    layout: DEV_RECUR15_LAYOUT,
    label: 'dev recur15',
    documents: DEV_RECUR15,
    fold: 'recur15',
    causes: 'recur15',
    show: '--show-dev-recur15',
    groups: 'recur15',
    absent: true,
    misses: 'recur15',
  },
  // Session 15's development set of HTML written by hand as web apps, shops, SaaS billing, booking sites and
  // municipal portals write it (div/flex/grid rows, definition lists, th-first tables, e-mail layout tables).
  {
    layout: DEV_HTML15_LAYOUT,
    label: 'dev html15',
    documents: DEV_HTML15,
    fold: 'html15',
    causes: 'html15',
    show: '--show-dev-html15',
    groups: 'html15',
    absent: true,
    misses: 'dev html15',
  },
  // Session 16's development set of the label vocabulary beyond invoices (insurance, tenancy, tax and municipal
  // notices, medical, customs, travel, cars, school and clubs, payslips, utilities, banking, donations): mostly German
  // documents under English snake_case schemas, written before its change.
  {
    layout: DEV_DOMAINS16_LAYOUT,
    label: 'dev domains16',
    documents: DEV_DOMAINS16,
    fold: 'domains16',
    causes: 'domains16',
    show: '--show-dev-domains16',
    groups: 'domains16',
    absent: true,
    misses: 'dev domains16',
  },
  // Session 16's development set of line items in tables that differ from an invoice's: payslips, meter readings,
  // hotel folios, statements with texts over two lines, freight legs, expense reports, delivery notes, lab reports,
  // timesheets, purchase orders over two pages, receipts with "2x Item" and discount rows.
  {
    layout: DEV_TABLES16_LAYOUT,
    label: 'dev tables16',
    documents: DEV_TABLES16,
    fold: 'tables16',
    causes: 'tables16',
    show: '--show-dev-tables16',
    groups: 'tables16',
    absent: true,
    misses: 'dev tables16',
  },
  // Session 16's development set of HTML from web apps and export tools (Bootstrap cards, definition lists, ARIA
  // grids, label+span forms, accounting prints with CSS columns, rowspan/colspan tables, hidden duplicates).
  {
    layout: DEV_HTML16_LAYOUT,
    label: 'dev html16',
    documents: DEV_HTML16,
    fold: 'html16',
    causes: 'html16',
    show: '--show-dev-html16',
    groups: 'html16',
    absent: true,
    misses: 'dev html16',
  },
  // Session 16's development set of values printed without a label of their own around a letter's or form's body:
  // letterhead, sender line, address block, "Town, date" line, reference line, number in the heading, footer block.
  {
    layout: DEV_HEADER16_LAYOUT,
    label: 'dev header16',
    documents: DEV_HEADER16,
    fold: 'header16',
    causes: 'header16',
    show: '--show-dev-header16',
    groups: 'header16',
    absent: true,
    misses: 'dev header16',
  },
  // Session 16's development set of WRONG values that recur: another amount for a total (subtotal, deposit, paid,
  // previous balance, tax, instalment), values cut short, another party's name, a date of another event.
  {
    layout: DEV_WRONG16_LAYOUT,
    label: 'dev wrong16',
    documents: DEV_WRONG16,
    fold: 'wrong16',
    causes: 'wrong16',
    show: '--show-dev-wrong16',
    groups: 'wrong16',
    absent: true,
    misses: 'dev wrong16',
  },
  // Session 16's development set of values in running text without a label, as people and small businesses write
  // plain-text messages (shipping notes, rent increases, freelancers' invoice mails, quotes, fee reminders, bookings).
  {
    layout: DEV_PROSE16_LAYOUT,
    label: 'dev prose16',
    documents: DEV_PROSE16,
    fold: 'prose16',
    causes: 'prose16',
    show: '--show-dev-prose16',
    groups: 'prose16',
    absent: true,
    misses: 'dev prose16',
  },
  // Session 17's development set of item tables whose column headers are not the fields' names (abbreviations,
  // paraphrases, a header naming a field's head word) and of tables beyond invoices: written before its change.
  {
    layout: DEV_COLUMNS17_LAYOUT,
    label: 'dev columns17',
    documents: DEV_COLUMNS17,
    fold: 'columns17',
    causes: 'columns17',
    show: '--show-dev-columns17',
    groups: 'columns17',
    absent: true,
    misses: 'dev columns17',
  },
  // Session 17's development set of e-mails as people receive them (raw .eml): poor text parts beside HTML tables,
  // invoices in the mail text with a named attachment, replies and forwards whose quotes hold other figures,
  // signatures with company details, carriers', banks' and booking systems' notices; written before its change.
  {
    layout: DEV_EML17_LAYOUT,
    label: 'dev eml17',
    documents: DEV_EML17,
    fold: 'eml17',
    causes: 'eml17',
    show: '--show-dev-eml17',
    groups: 'eml17',
    absent: true,
    misses: 'dev eml17',
  },
  // Session 17's development set of typed values as documents print them: Swiss, spaced and Indian thousands, credit
  // marks, "EUR 1.234,-", abbreviated and ranged dates, clock times, durations, units, checkboxes and yes/no columns.
  {
    layout: DEV_TYPED17_LAYOUT,
    label: 'dev typed17',
    documents: DEV_TYPED17,
    fold: 'typed17',
    causes: 'typed17',
    show: '--show-dev-typed17',
    groups: 'typed17',
    absent: true,
    misses: 'dev typed17',
  },
  // Session 17's development set of values inside running sentences of letters, notices and mails (en, de; txt, PDF,
  // DOCX, EML): rises "from X to Y from <date>", payouts "less the excess of", bookings "from 14 to 17 August".
  {
    layout: DEV_PROSE17_LAYOUT,
    label: 'dev prose17',
    documents: DEV_PROSE17,
    fold: 'prose17',
    causes: 'prose17',
    show: '--show-dev-prose17',
    groups: 'prose17',
    absent: true,
    misses: 'dev prose17',
  },
  // Session 17's development set of wrong values where several candidates compete (dates, amounts, parties and
  // numbers of several roles in headers, summary boxes, tables and footers; labels with "previous"/"bisherig").
  {
    layout: DEV_WRONG17_LAYOUT,
    label: 'dev wrong17',
    documents: DEV_WRONG17,
    fold: 'wrong17',
    causes: 'wrong17',
    show: '--show-dev-wrong17',
    groups: 'wrong17',
    absent: true,
    misses: 'dev wrong17',
  },
  // Session 17's development set of PDFs placed as invoicing, ERP and letter software prints them (address windows,
  // right-hand data blocks, labels above values in boxes, right-aligned amounts, running headers and footers,
  // tables over two pages, small-print footers), English and German, written before its change.
  {
    layout: DEV_PDF17_LAYOUT,
    label: 'dev pdf17',
    documents: DEV_PDF17,
    fold: 'pdf17',
    causes: 'pdf17',
    show: '--show-dev-pdf17',
    groups: 'pdf17',
    absent: true,
    misses: 'dev pdf17',
  },
  // Session 17's development set of field names whose labels are paraphrases, in domains the corpus lacked (HR,
  // telecom and SaaS, real estate, legal, logistics, events, trades, warranties, courses, feed-in, dairy, clubs).
  {
    layout: DEV_VOCAB17_LAYOUT,
    label: 'dev vocab17',
    documents: DEV_VOCAB17,
    fold: 'vocab17',
    causes: 'vocab17',
    show: '--show-dev-vocab17',
    groups: 'vocab17',
    absent: true,
    misses: 'dev vocab17',
  },
  // Session 17's development set of documents read by OCR: receipts, invoices with item tables, forms with boxes,
  // letters and statements as PNG and scanned PDF, en and de, written before its change.
  {
    layout: DEV_IMAGE17_LAYOUT,
    label: 'dev image17',
    documents: DEV_IMAGE17,
    fold: 'image17',
    causes: 'image17',
    show: '--show-dev-image17',
    groups: 'image17',
    absent: true,
    misses: 'dev image17',
  },
  // Session 17's development set of values printed without any label, known by their shape and their place: tickets,
  // parcel labels, vouchers, certificates, business cards, shelf labels, appointment cards, short letters.
  {
    layout: DEV_NOLABEL17_LAYOUT,
    label: 'dev nolabel17',
    documents: DEV_NOLABEL17,
    fold: 'nolabel17',
    causes: 'nolabel17',
    show: '--show-dev-nolabel17',
    groups: 'nolabel17',
    absent: true,
    misses: 'dev nolabel17',
  },
  // Session 18's development set of tables the corpus lacked: timesheets, statements with debit/credit columns, grade
  // reports, medication plans, packing lists, itineraries, schedules, meter readings, instalment plans, price lists.
  {
    layout: DEV_TABLES18_LAYOUT,
    label: 'dev tables18',
    documents: DEV_TABLES18,
    fold: 'tables18',
    causes: 'tables18',
    show: '--show-dev-tables18',
    groups: 'tables18',
    absent: true,
    misses: 'dev tables18',
  },
  {
    layout: DEV_NESTED18_LAYOUT,
    label: 'dev nested18',
    documents: DEV_NESTED18,
    fold: 'nested18',
    causes: 'nested18',
    show: '--show-dev-nested18',
    groups: 'nested18',
    absent: true,
    misses: 'dev nested18',
  },
  // Session 18's development set of wrong values among tempting near-misses: birth beside issue dates, quoted earlier
  // e-mails, two currencies, previous-year columns, old / new values, both parties' ids, writers' footers.
  {
    layout: DEV_WRONG18_LAYOUT,
    label: 'dev wrong18',
    documents: DEV_WRONG18,
    fold: 'wrong18',
    causes: 'wrong18',
    show: '--show-dev-wrong18',
    groups: 'wrong18',
    absent: true,
    misses: 'dev wrong18',
  },
  {
    layout: DEV_CARDS18_LAYOUT,
    label: 'dev cards18',
    documents: DEV_CARDS18,
    fold: 'cards18',
    causes: 'cards18',
    show: '--show-dev-cards18',
    groups: 'cards18',
    absent: true,
    misses: 'dev cards18',
  },
  {
    layout: DEV_TYPED18_LAYOUT,
    label: 'dev typed18',
    documents: DEV_TYPED18,
    fold: 'typed18',
    causes: 'typed18',
    show: '--show-dev-typed18',
    groups: 'typed18',
    absent: true,
    misses: 'dev typed18',
  },
  // Y (session 19): 30 kinds a business, an authority, a club or a household receives or writes in 2026, by a blind
  // author who read neither the extractor nor any other set.
  {
    layout: FRESH_Y_LAYOUT,
    label: 'sealed Y',
    documents: FRESH_Y,
    sealed: true,
    causes: 'Y',
    show: '--show-fresh-y',
    groups: 'Y',
    absent: true,
    misses: 'sealed Y',
  },
  {
    layout: DEV_EML19_LAYOUT,
    label: 'dev eml19',
    documents: DEV_EML19,
    fold: 'eml19',
    causes: 'eml19',
    show: '--show-dev-eml19',
    groups: 'eml19',
    absent: true,
    misses: 'dev eml19',
  },
  // Session 19's development set of values stated in running text whose field names only partly match the sentence
  // (minutes, clauses, court and authority letters, offers, terminations, reminders, mails; en and de).
  {
    layout: DEV_PROSE19_LAYOUT,
    label: 'dev prose19',
    documents: DEV_PROSE19,
    fold: 'prose19',
    causes: 'prose19',
    show: '--show-dev-prose19',
    groups: 'prose19',
    absent: true,
    misses: 'dev prose19',
  },
  {
    layout: DEV_WRONG19_LAYOUT,
    label: 'dev wrong19',
    documents: DEV_WRONG19,
    fold: 'wrong19',
    causes: 'wrong19',
    show: '--show-dev-wrong19',
    groups: 'wrong19',
    absent: true,
    misses: 'dev wrong19',
  },
  {
    layout: DEV_ITEMS19_LAYOUT,
    label: 'dev items19',
    documents: DEV_ITEMS19,
    fold: 'items19',
    causes: 'items19',
    show: '--show-dev-items19',
    groups: 'items19',
    absent: true,
    misses: 'dev items19',
  },
  {
    layout: DEV_PNG19_LAYOUT,
    label: 'dev png19',
    documents: DEV_PNG19,
    fold: 'png19',
    causes: 'png19',
    show: '--show-dev-png19',
    groups: 'png19',
    absent: true,
    misses: 'dev png19',
  },
  {
    layout: DEV_NOLABEL19_LAYOUT,
    label: 'dev nolabel19',
    documents: DEV_NOLABEL19,
    fold: 'nolabel19',
    causes: 'nolabel19',
    show: '--show-dev-nolabel19',
    groups: 'nolabel19',
    absent: true,
    misses: 'dev nolabel19',
  },
  {
    layout: DEV_ITEMS20_LAYOUT,
    label: 'dev items20',
    documents: DEV_ITEMS20,
    fold: 'items20',
    causes: 'items20',
    show: '--show-dev-items20',
    groups: 'items20',
    absent: true,
    misses: 'dev items20',
  },
  {
    layout: DEV_LABELS20_LAYOUT,
    label: 'dev labels20',
    documents: DEV_LABELS20,
    fold: 'labels20',
    causes: 'labels20',
    show: '--show-dev-labels20',
    groups: 'labels20',
    absent: true,
    misses: 'dev labels20',
  },
  {
    layout: DEV_WRONG20_LAYOUT,
    label: 'dev wrong20',
    documents: DEV_WRONG20,
    fold: 'wrong20',
    causes: 'wrong20',
    show: '--show-dev-wrong20',
    groups: 'wrong20',
    absent: true,
    misses: 'dev wrong20',
  },
  {
    layout: DEV_MEANING21_LAYOUT,
    label: 'dev meaning21',
    documents: DEV_MEANING21,
    fold: 'meaning21',
    causes: 'meaning21',
    show: '--show-dev-meaning21',
    groups: 'meaning21',
    absent: true,
    misses: 'dev meaning21',
  },
  // Session 21's development set of raw e-mails (forwards, quoted replies, HTML-only tables, signatures, flowed text).
  {
    layout: DEV_EML21_LAYOUT,
    label: 'dev eml21',
    documents: DEV_EML21,
    fold: 'eml21',
    causes: 'eml21',
    show: '--show-dev-eml21',
    groups: 'eml21',
    absent: true,
    misses: 'dev eml21',
  },
  {
    layout: DEV_KINDS21_LAYOUT,
    label: 'dev kinds21',
    documents: DEV_KINDS21,
    fold: 'kinds21',
    causes: 'kinds21',
    show: '--show-dev-kinds21',
    groups: 'kinds21',
    absent: true,
    misses: 'dev kinds21',
  },
  {
    layout: DEV_ITEMS21_LAYOUT,
    label: 'dev items21',
    documents: DEV_ITEMS21,
    fold: 'items21',
    causes: 'items21',
    show: '--show-dev-items21',
    groups: 'items21',
    absent: true,
    misses: 'dev items21',
  },
  {
    layout: DEV_PNG22_LAYOUT,
    label: 'dev png22',
    documents: DEV_PNG22,
    fold: 'png22',
    causes: 'png22',
    show: '--show-dev-png22',
    groups: 'png22',
    absent: true,
    misses: 'dev png22',
  },
  {
    layout: DEV_ITEMS22_LAYOUT,
    label: 'dev items22',
    documents: DEV_ITEMS22,
    fold: 'items22',
    causes: 'items22',
    show: '--show-dev-items22',
    groups: 'items22',
    absent: true,
    misses: 'dev items22',
  },
  {
    layout: DEV_EML22_LAYOUT,
    label: 'dev eml22',
    documents: DEV_EML22,
    fold: 'eml22',
    causes: 'eml22',
    show: '--show-dev-eml22',
    groups: 'eml22',
    absent: true,
    misses: 'dev eml22',
  },
  {
    layout: DEV_KINDS22_LAYOUT,
    label: 'dev kinds22',
    documents: DEV_KINDS22,
    fold: 'kinds22',
    causes: 'kinds22',
    show: '--show-dev-kinds22',
    groups: 'kinds22',
    absent: true,
    misses: 'dev kinds22',
  },
  {
    layout: DEV_WRONG22_LAYOUT,
    label: 'dev wrong22',
    documents: DEV_WRONG22,
    fold: 'wrong22',
    causes: 'wrong22',
    show: '--show-dev-wrong22',
    groups: 'wrong22',
    absent: true,
    misses: 'dev wrong22',
  },
  {
    layout: DEV_PROSE23_LAYOUT,
    label: 'dev prose23',
    documents: DEV_PROSE23,
    fold: 'prose23',
    causes: 'prose23',
    show: '--show-dev-prose23',
    groups: 'prose23',
    absent: true,
    misses: 'dev prose23',
  },
  {
    layout: DEV_DATES23_LAYOUT,
    label: 'dev dates23',
    documents: DEV_DATES23,
    fold: 'dates23',
    causes: 'dates23',
    show: '--show-dev-dates23',
    groups: 'dates23',
    absent: true,
    misses: 'dev dates23',
  },
  {
    layout: DEV_ITEMS23_LAYOUT,
    label: 'dev items23',
    documents: DEV_ITEMS23,
    fold: 'items23',
    causes: 'items23',
    show: '--show-dev-items23',
    groups: 'items23',
    absent: true,
    misses: 'dev items23',
  },
  {
    layout: DEV_FORMS23_LAYOUT,
    label: 'dev forms23',
    documents: DEV_FORMS23,
    fold: 'forms23',
    causes: 'forms23',
    show: '--show-dev-forms23',
    groups: 'forms23',
    absent: true,
    misses: 'dev forms23',
  },
  {
    layout: DEV_EML23_LAYOUT,
    label: 'dev eml23',
    documents: DEV_EML23,
    fold: 'eml23',
    causes: 'eml23',
    show: '--show-dev-eml23',
    groups: 'eml23',
    absent: true,
    misses: 'dev eml23',
  },
  {
    layout: DEV_EML24_LAYOUT,
    label: 'dev eml24',
    documents: DEV_EML24,
    fold: 'eml24',
    causes: 'eml24',
    show: '--show-dev-eml24',
    groups: 'eml24',
    absent: true,
    misses: 'dev eml24',
  },
  {
    layout: DEV_IMAGE24_LAYOUT,
    label: 'dev image24',
    documents: DEV_IMAGE24,
    fold: 'image24',
    causes: 'image24',
    show: '--show-dev-image24',
    groups: 'image24',
    absent: true,
    misses: 'dev image24',
  },
  {
    layout: DEV_BLIND24_LAYOUT,
    label: 'dev blind24',
    documents: DEV_BLIND24,
    fold: 'blind24',
    causes: 'blind24',
    show: '--show-dev-blind24',
    groups: 'blind24',
    absent: true,
    misses: 'dev blind24',
  },
  {
    layout: DEV_ITEMS24_LAYOUT,
    label: 'dev items24',
    documents: DEV_ITEMS24,
    fold: 'items24',
    causes: 'items24',
    show: '--show-dev-items24',
    groups: 'items24',
    absent: true,
    misses: 'dev items24',
  },
  {
    layout: DEV_WRONG24_LAYOUT,
    label: 'dev wrong24',
    documents: DEV_WRONG24,
    fold: 'wrong24',
    causes: 'wrong24',
    show: '--show-dev-wrong24',
    groups: 'wrong24',
    absent: true,
    misses: 'dev wrong24',
  },
  {
    layout: DEV_KINDS25_LAYOUT,
    label: 'dev kinds25',
    documents: DEV_KINDS25,
    fold: 'kinds25',
    causes: 'kinds25',
    show: '--show-dev-kinds25',
    groups: 'kinds25',
    absent: true,
    misses: 'dev kinds25',
  },
  {
    layout: DEV_EML25_LAYOUT,
    label: 'dev eml25',
    documents: DEV_EML25,
    fold: 'eml25',
    causes: 'eml25',
    show: '--show-dev-eml25',
    groups: 'eml25',
    absent: true,
    misses: 'dev eml25',
  },
  {
    layout: DEV_PNG25_LAYOUT,
    label: 'dev png25',
    documents: DEV_PNG25,
    fold: 'png25',
    causes: 'png25',
    show: '--show-dev-png25',
    groups: 'png25',
    absent: true,
    misses: 'dev png25',
  },
  {
    layout: DEV_ITEMS25_LAYOUT,
    label: 'dev items25',
    documents: DEV_ITEMS25,
    fold: 'items25',
    causes: 'items25',
    show: '--show-dev-items25',
    groups: 'items25',
    absent: true,
    misses: 'dev items25',
  },
  {
    layout: DEV_WRONG25_LAYOUT,
    label: 'dev wrong25',
    documents: DEV_WRONG25,
    fold: 'wrong25',
    causes: 'wrong25',
    show: '--show-dev-wrong25',
    groups: 'wrong25',
    absent: true,
    misses: 'dev wrong25',
  },
  {
    layout: DEV_LABELLESS26_LAYOUT,
    label: 'dev labelless26',
    documents: DEV_LABELLESS26,
    fold: 'labelless26',
    causes: 'labelless26',
    show: '--show-dev-labelless26',
    groups: 'labelless26',
    absent: true,
    misses: 'dev labelless26',
  },
  {
    layout: DEV_KINDS26_LAYOUT,
    label: 'dev kinds26',
    documents: DEV_KINDS26,
    fold: 'kinds26',
    causes: 'kinds26',
    show: '--show-dev-kinds26',
    groups: 'kinds26',
    absent: true,
    misses: 'dev kinds26',
  },
  {
    layout: DEV_WRONG26_LAYOUT,
    label: 'dev wrong26',
    documents: DEV_WRONG26,
    fold: 'wrong26',
    causes: 'wrong26',
    show: '--show-dev-wrong26',
    groups: 'wrong26',
    absent: true,
    misses: 'dev wrong26',
  },
  {
    layout: DEV_ITEMS27_LAYOUT,
    label: 'dev items27',
    documents: DEV_ITEMS27,
    fold: 'items27',
    causes: 'items27',
    show: '--show-dev-items27',
    groups: 'items27',
    absent: true,
    misses: 'dev items27',
  },
  {
    layout: DEV_PNG27_LAYOUT,
    label: 'dev png27',
    documents: DEV_PNG27,
    fold: 'png27',
    causes: 'png27',
    show: '--show-dev-png27',
    groups: 'png27',
    absent: true,
    misses: 'dev png27',
  },
  {
    layout: DEV_SCAN27_LAYOUT,
    label: 'dev scan27',
    documents: DEV_SCAN27,
    fold: 'scan27',
    causes: 'scan27',
    show: '--show-dev-scan27',
    groups: 'scan27',
    absent: true,
    misses: 'dev scan27',
  },
  {
    layout: DEV_TYPES27_LAYOUT,
    label: 'dev types27',
    documents: DEV_TYPES27,
    fold: 'types27',
    causes: 'types27',
    show: '--show-dev-types27',
    groups: 'types27',
    absent: true,
    misses: 'dev types27',
  },
  {
    layout: DEV_LAYOUTS27_LAYOUT,
    label: 'dev layouts27',
    documents: DEV_LAYOUTS27,
    fold: 'layouts27',
    causes: 'layouts27',
    show: '--show-dev-layouts27',
    groups: 'layouts27',
    absent: true,
    misses: 'dev layouts27',
  },
  {
    layout: DEV_EML27_LAYOUT,
    label: 'dev eml27',
    documents: DEV_EML27,
    fold: 'eml27',
    causes: 'eml27',
    show: '--show-dev-eml27',
    groups: 'eml27',
    absent: true,
    misses: 'dev eml27',
  },
  // Session 29: PDFs whose columns stand close together (a few points apart: header blocks, key/value blocks, tables).
  {
    layout: DEV_PDFCOLS29_LAYOUT,
    label: 'dev pdfcols29',
    documents: DEV_PDFCOLS29,
    fold: 'pdfcols29',
    causes: 'pdfcols29',
    show: '--show-dev-pdfcols29',
    groups: 'pdfcols29',
    absent: true,
    misses: 'dev pdfcols29',
  },
  {
    layout: DEV_PARTIES29_LAYOUT,
    label: 'dev parties29',
    documents: DEV_PARTIES29,
    fold: 'parties29',
    causes: 'parties29',
    show: '--show-dev-parties29',
    groups: 'parties29',
    absent: true,
    misses: 'dev parties29',
  },
  // Session 29's development set of quantities with units: weights, energies, distances, volumes, hours worked,
  // meter readings and consumption, temperatures and percentages, and fields whose names carry the unit.
  {
    layout: DEV_UNITS29_LAYOUT,
    label: 'dev units29',
    documents: DEV_UNITS29,
    fold: 'units29',
    causes: 'units29',
    show: '--show-dev-units29',
    groups: 'units29',
    absent: true,
    misses: 'dev units29',
  },
  {
    layout: DEV_STATEMENTS29_LAYOUT,
    label: 'dev statements29',
    documents: DEV_STATEMENTS29,
    fold: 'statements29',
    causes: 'statements29',
    show: '--show-dev-statements29',
    groups: 'statements29',
    absent: true,
    misses: 'dev statements29',
  },
  {
    layout: DEV_PHOTOS30_LAYOUT,
    label: 'dev photos30',
    documents: DEV_PHOTOS30,
    fold: 'photos30',
    causes: 'photos30',
    show: '--show-dev-photos30',
    groups: 'photos30',
    absent: true,
    misses: 'dev photos30',
  },
  {
    layout: DEV_FORMS30_LAYOUT,
    label: 'dev forms30',
    documents: DEV_FORMS30,
    fold: 'forms30',
    causes: 'forms30',
    show: '--show-dev-forms30',
    groups: 'forms30',
    absent: true,
    misses: 'dev forms30',
  },
  {
    layout: DEV_MAILS30_LAYOUT,
    label: 'dev mails30',
    documents: DEV_MAILS30,
    fold: 'mails30',
    causes: 'mails30',
    show: '--show-dev-mails30',
    groups: 'mails30',
    absent: true,
    misses: 'dev mails30',
  },
  {
    layout: DEV_ROWS30_LAYOUT,
    label: 'dev rows30',
    documents: DEV_ROWS30,
    fold: 'rows30',
    causes: 'rows30',
    show: '--show-dev-rows30',
    groups: 'rows30',
    absent: true,
    misses: 'dev rows30',
  },
];

// The guarantees of the sealed sets, checked when any script loads the table: a flag of their own (nobody passes it)
// and no fold (learn-data.ts trains on folds only); no layout twice; no document of a row carries another row's layout
// (forms30's documents kept fresh()'s generic layout and were counted, trained and shown as fresh A+B).
const seen = new Set<number>();
// (Rows without documents, as fresh F and G, count documents that fresh E lists.)
const rowLayouts = new Set(NAMED_SETS.filter((set) => set.documents).map((set) => set.layout));
for (const set of NAMED_SETS) {
  const stray = set.documents?.find((document) => document.layout !== set.layout && rowLayouts.has(document.layout));
  if (stray) {
    throw new Error(`${stray.id} has layout ${stray.layout}, another set's, not its own ${set.layout} (${set.label})`);
  }
  if (set.sealed && !set.show) {
    throw new Error(`The sealed set of layout ${set.layout} needs a flag of its own to show its misses`);
  }
  if (set.sealed && set.fold !== undefined) {
    throw new Error(`The sealed set of layout ${set.layout} must never be trained on`);
  }
  if (seen.has(set.layout)) {
    throw new Error(`Layout ${set.layout} is registered twice`);
  }
  seen.add(set.layout);
}

export const setOfLayout = (layout: number) => NAMED_SETS.find((set) => set.layout === layout);
