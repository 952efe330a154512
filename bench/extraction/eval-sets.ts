// The corpus's named sets, one row each, for the eval's report: its line under "overall", whether its misses may be
// shown and by which flag, whether it gets groups by format and kind, a line of absent fields filled, and a row in
// "Misses by type". A new set is one row here (and its layout in corpus/sealed.ts if it is sealed).
import { DEV_ARRAYS13_LAYOUT } from './corpus/dev-arrays13.ts';
import { DEV_GRID_LAYOUT } from './corpus/dev-grid11.ts';
import { DEV_ITEMS11_LAYOUT } from './corpus/dev-items11.ts';
import { DEV_NOLABEL_LAYOUT } from './corpus/dev-nolabel12.ts';
import { DEV_NOLABEL13_LAYOUT } from './corpus/dev-nolabel13.ts';
import { DEV_NOLABEL13B_LAYOUT } from './corpus/dev-nolabel13b.ts';
import { DEV_NOLABEL14_LAYOUT } from './corpus/dev-nolabel14.ts';
import { DEV_PARTS_LAYOUT } from './corpus/dev-parts11.ts';
import { DEV_PDFGAP12_LAYOUT } from './corpus/dev-pdfgap12.ts';
import { DEV_RANKING11_LAYOUT } from './corpus/dev-ranking11.ts';
import { DEV_SENTENCES_LAYOUT } from './corpus/dev-sentences11.ts';
import { DEV_SENTENCES12_LAYOUT } from './corpus/dev-sentences12.ts';
import { DEV_SENTENCES13_LAYOUT } from './corpus/dev-sentences13.ts';
import { DEV_SENTENCES13B_LAYOUT } from './corpus/dev-sentences13b.ts';
import { DEV_TABLES12_LAYOUT } from './corpus/dev-tables12.ts';
import { DEV_WRONG12_LAYOUT } from './corpus/dev-wrong12.ts';
import { FRESH_C_LAYOUT } from './corpus/fresh-c.ts';
import { FRESH_D_LAYOUT } from './corpus/fresh-d.ts';
import { FRESH_LAYOUT } from './corpus/fresh-doc.ts';
import { FRESH_E_LAYOUT, FRESH_F_LAYOUT, FRESH_G_LAYOUT } from './corpus/fresh-e.ts';
import { FRESH_H_LAYOUT } from './corpus/fresh-h.ts';
import { FRESH_I_LAYOUT } from './corpus/fresh-i.ts';
import { FRESH_J_LAYOUT } from './corpus/fresh-j.ts';
import { FRESH_K_LAYOUT } from './corpus/fresh-k.ts';
import { FRESH_L_LAYOUT } from './corpus/fresh-l.ts';
import { FRESH_M_LAYOUT } from './corpus/fresh-m.ts';
import { FRESH_N_LAYOUT } from './corpus/fresh-n.ts';
import { FRESH_P_LAYOUT } from './corpus/fresh-p.ts';
import { FRESH_Q_LAYOUT } from './corpus/fresh-q.ts';
import { FRESH_R_LAYOUT } from './corpus/fresh-r.ts';
import { FRESH_S_LAYOUT } from './corpus/fresh-s.ts';
import { FRESH_T_LAYOUT } from './corpus/fresh-t.ts';
import { FRESH_U_LAYOUT } from './corpus/fresh-u.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';

export type TNamedSet = {
  layout: number;
  /** Its line in the summary ("of it: fresh D"). */
  label: string;
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

// Sealed sets (corpus/sealed.ts) show their misses only with their flag, which nobody passes: never for tuning.
export const NAMED_SETS: TNamedSet[] = [
  { layout: FRESH_T_LAYOUT, label: 'tables T', tuning: true },
  { layout: FRESH_J_LAYOUT, label: 'dev set J', tuning: true },
  { layout: 8, label: 'unseen kinds' },
  { layout: FRESH_LAYOUT, label: 'fresh A+B' },
  { layout: FRESH_C_LAYOUT, label: 'fresh C', show: '--show-fresh', groups: 'C' },
  { layout: FRESH_D_LAYOUT, label: 'fresh D', show: '--show-fresh-d', groups: 'D' },
  { layout: FRESH_E_LAYOUT, label: 'fresh E' },
  { layout: FRESH_F_LAYOUT, label: 'fresh F' },
  { layout: FRESH_G_LAYOUT, label: 'fresh G' },
  { layout: FRESH_H_LAYOUT, label: 'fresh H', show: '--show-fresh-h', groups: 'H' },
  { layout: FRESH_I_LAYOUT, label: 'fresh I', show: '--show-fresh-i', groups: 'I', misses: 'dev I' },
  { layout: FRESH_K_LAYOUT, label: 'fresh K', show: '--show-fresh-k', groups: 'K', misses: 'dev K' },
  { layout: FRESH_L_LAYOUT, label: 'fresh L', show: '--show-fresh-l', groups: 'L', misses: 'sealed L' },
  { layout: FRESH_M_LAYOUT, label: 'fresh M', show: '--show-fresh-m', groups: 'M', misses: 'sealed M' },
  // P measures precision: its schemas name fields the documents do not state; Q is its development twin.
  {
    layout: FRESH_P_LAYOUT,
    label: 'precision P',
    show: '--show-fresh-p',
    groups: 'P',
    absent: true,
    misses: 'sealed P',
  },
  { layout: FRESH_Q_LAYOUT, label: 'precision Q', show: '--show-fresh-q', groups: 'Q', absent: true, misses: 'dev Q' },
  // N (session 10) and R (session 11): many kinds a company receives, some schemas shared by two senders.
  { layout: FRESH_N_LAYOUT, label: 'sealed N', show: '--show-fresh-n', groups: 'N', absent: true, misses: 'sealed N' },
  { layout: FRESH_R_LAYOUT, label: 'sealed R', show: '--show-fresh-r', groups: 'R', absent: true, misses: 'sealed R' },
  // S (session 12): 30 kinds rarely seen in toy corpora, written before any change of the session.
  { layout: FRESH_S_LAYOUT, label: 'sealed S', show: '--show-fresh-s', groups: 'S', absent: true, misses: 'sealed S' },
  // U (session 13): 30 kinds a company prints or receives, written before any change of the session.
  { layout: FRESH_U_LAYOUT, label: 'sealed U', show: '--show-fresh-u', groups: 'U', absent: true, misses: 'sealed U' },
  // Development sets of session 11's branches, written before their changes.
  { layout: DEV_GRID_LAYOUT, label: 'dev grid', show: '--show-dev-grid', absent: true, misses: 'dev grid' },
  { layout: DEV_ITEMS11_LAYOUT, label: 'dev items11', show: '--show-dev-items', groups: 'items11', misses: 'items11' },
  { layout: DEV_PARTS_LAYOUT, label: 'dev parts', show: '--show-dev-parts', groups: 'parts', misses: 'dev parts' },
  { layout: DEV_RANKING11_LAYOUT, label: 'dev ranking11', show: '--show-dev-ranking11', absent: true },
  {
    layout: DEV_SENTENCES_LAYOUT,
    label: 'dev sentences',
    show: '--show-dev-sentences',
    absent: true,
    misses: 'dev S11',
  },
  // Session 12's development set of array shapes (statements, schedules, folios, multi-page tables).
  {
    layout: DEV_TABLES12_LAYOUT,
    label: 'dev tables12',
    show: '--show-dev-tables12',
    groups: 'tables12',
    misses: 'tables12',
  },
  // Session 12's development set of fields whose words no printed label shares, written before the change.
  {
    layout: DEV_NOLABEL_LAYOUT,
    label: 'dev nolabel12',
    show: '--show-dev-nolabel12',
    groups: 'nolabel12',
    absent: true,
    misses: 'nolabel12',
  },
  // Session 12's development sets, written before their branches' changes.
  {
    layout: DEV_SENTENCES12_LAYOUT,
    label: 'dev sentences12',
    show: '--show-dev-sentences12',
    absent: true,
    misses: 'dev S12',
  },
  // Session 13's development set of values in sentences, written before its branch's changes.
  {
    layout: DEV_SENTENCES13_LAYOUT,
    label: 'dev sentences13',
    show: '--show-dev-sentences13',
    absent: true,
    misses: 'dev S13',
  },
  // Session 13's second development set of values in sentences (appointments, names, rates), written before its change.
  {
    layout: DEV_SENTENCES13B_LAYOUT,
    label: 'dev sentences13b',
    show: '--show-dev-sentences13b',
    absent: true,
    misses: 'dev S13b',
  },
  // Session 12's development sets, each written before its branch's changes.
  {
    layout: DEV_WRONG12_LAYOUT,
    label: 'dev wrong12',
    show: '--show-dev-wrong12',
    groups: 'wrong12',
    absent: true,
    misses: 'dev wrong12',
  },
  // Session 12: all PDFs, line shapes that may stress the position-based PDF path (compare with --as-docx).
  {
    layout: DEV_PDFGAP12_LAYOUT,
    label: 'dev pdfgap12',
    show: '--show-dev-pdfgap12',
    groups: 'pdfgap12',
    absent: true,
    misses: 'dev pdfgap12',
  },
  // Session 13: arrays in shapes still open (two arrays, side-by-side tables, balances, credits, sub-lines).
  {
    layout: DEV_ARRAYS13_LAYOUT,
    label: 'dev arrays13',
    show: '--show-dev-arrays13',
    groups: 'arrays13',
    absent: true,
    misses: 'arrays13',
  },
  // Session 13's development set of fields named in other words than their printed labels, written first.
  {
    layout: DEV_NOLABEL13_LAYOUT,
    label: 'dev nolabel13',
    show: '--show-dev-nolabel13',
    groups: 'nolabel13',
    absent: true,
    misses: 'nolabel13',
  },
  // Session 13's second set of that kind: acronym labels, header rows over values, ageing tables, closing dates.
  {
    layout: DEV_NOLABEL13B_LAYOUT,
    label: 'dev nolabel13b',
    show: '--show-dev-nolabel13b',
    groups: 'nolabel13b',
    absent: true,
    misses: 'nolabel13b',
  },
  // Session 14's development set of values printed without any label: letterheads, address windows, greetings,
  // signatures, dates beside a place, references alone in a corner, identifiers known by their shape.
  {
    layout: DEV_NOLABEL14_LAYOUT,
    label: 'dev nolabel14',
    show: '--show-dev-nolabel14',
    groups: 'nolabel14',
    absent: true,
    misses: 'nolabel14',
  },
];

for (const set of NAMED_SETS) {
  if (SEALED_LAYOUTS.has(set.layout) && !set.show) {
    throw new Error(`The sealed set of layout ${set.layout} needs a flag of its own to show its misses`);
  }
}

export const setOfLayout = (layout: number) => NAMED_SETS.find((set) => set.layout === layout);
