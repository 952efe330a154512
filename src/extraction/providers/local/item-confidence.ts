import type { TRowEvidence } from './item-evidence.ts';

// A table item's confidence from how its row was read (item-evidence.ts), instead of one fixed score for every
// table value that the default review threshold (0.8) never flags. The weights were chosen on the development sets
// (bench/extraction/item-evidence-data.ts; measured by `npm run bench:calibration`): a row whose quantity × unit
// price makes its amount was right 99.9 % of the time there, one that fails it 94 %, a row leaving two or more
// fields empty that the other rows fill 84 %.
export type TItemWeights = {
  /** quantity × unit price = amount in this row, or not. */
  adds: number;
  fails: number;
  /** The rows' amounts add up to a number printed under them, or to none. */
  printed: number;
  absent: number;
  /** Per field the other rows fill that this row left empty, from the second one on (one is common: no discount). */
  gap: number;
};

export const ITEM_WEIGHTS: TItemWeights = { adds: 0.12, fails: -0.1, printed: 0, absent: -0.05, gap: -0.12 };

/** The confidence of a table value in a row with this evidence; `base` is the rule's (confidence.ts). */
export function itemConfidence(
  base: number,
  evidence: TRowEvidence | undefined,
  weights: TItemWeights = ITEM_WEIGHTS,
): number {
  if (!evidence) {
    return base;
  }
  const row = evidence.row === 'adds' ? weights.adds : evidence.row === 'fails' ? weights.fails : 0;
  const table = evidence.table === 'printed' ? weights.printed : evidence.table === 'absent' ? weights.absent : 0;
  const gaps = Math.max(0, evidence.gaps - 1) * weights.gap;
  return Math.round(Math.min(0.99, Math.max(0.05, base + row + table + gaps)) * 100) / 100;
}
