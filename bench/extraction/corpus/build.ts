import { DEV_ARRAYS13 } from './dev-arrays13.ts';
import { DEV_GRID } from './dev-grid11.ts';
import { DEV_ITEMS11 } from './dev-items11.ts';
import { DEV_NOLABEL } from './dev-nolabel12.ts';
import { DEV_NOLABEL13 } from './dev-nolabel13.ts';
import { DEV_NOLABEL13B } from './dev-nolabel13b.ts';
import { DEV_NOLABEL14 } from './dev-nolabel14.ts';
import { DEV_PARTS } from './dev-parts11.ts';
import { DEV_PDFGAP12 } from './dev-pdfgap12.ts';
import { DEV_RANKING11 } from './dev-ranking11.ts';
import { DEV_SENTENCES } from './dev-sentences11.ts';
import { DEV_SENTENCES12 } from './dev-sentences12.ts';
import { DEV_SENTENCES13 } from './dev-sentences13-more.ts';
import { DEV_SENTENCES13B } from './dev-sentences13b.ts';
import { DEV_TABLES12 } from './dev-tables12.ts';
import { DEV_WRONG12 } from './dev-wrong12-more.ts';
import { random } from './format-values.ts';
import { FRESH_A } from './fresh-a.ts';
import { FRESH_B } from './fresh-b.ts';
import { FRESH_C } from './fresh-c.ts';
import { FRESH_D } from './fresh-d.ts';
import { FRESH_E } from './fresh-e.ts';
import { FRESH_H } from './fresh-h.ts';
import { FRESH_I } from './fresh-i.ts';
import { FRESH_J } from './fresh-j.ts';
import { FRESH_K } from './fresh-k.ts';
import { FRESH_L } from './fresh-l.ts';
import { FRESH_M } from './fresh-m.ts';
import { FRESH_N } from './fresh-n.ts';
import { FRESH_P } from './fresh-p.ts';
import { FRESH_Q } from './fresh-q.ts';
import { FRESH_R } from './fresh-r.ts';
import { FRESH_S } from './fresh-s.ts';
import { FRESH_T } from './fresh-t.ts';
import { FRESH_U } from './fresh-u.ts';
import { HANDWRITTEN } from './handwritten.ts';
import { invoice, purchaseOrder, receipt, shipping } from './kinds-a.ts';
import { bankTransfer, creditNote, hotelFolio, payslip, utilityBill } from './kinds-b.ts';
import { deliveryNote, premiumNotice } from './kinds-unseen.ts';
import { dottedLeaders, labelsAbove, ocrNoise, pipes, sideBySide } from './transforms.ts';
import type { TCorpusDocument, TFormat } from './types.ts';

export const KINDS = [
  invoice,
  receipt,
  shipping,
  purchaseOrder,
  utilityBill,
  payslip,
  bankTransfer,
  hotelFolio,
  creditNote,
];

const TEXT_FORMATS: TFormat[] = ['txt', 'pdf', 'docx', 'html', 'eml', 'pdf'];
/** The last layout of every kind is held out: never looked at while tuning the extractor. */
export const HELD_OUT_LAYOUT = 2;

/**
 * Seven documents per kind: every layout in both languages over the text formats, and one image
 * (PNG or scanned PDF; OCR is slow, so the image share stays small). Plus hand-written documents.
 */
export function buildCorpus(): TCorpusDocument[] {
  const documents: TCorpusDocument[] = [];
  KINDS.forEach((kind, k) => {
    for (let i = 0; i < 7; i++) {
      const rng = random(1000 * (k + 1) + i);
      const lang = (i + k) % 2 === 0 ? 'en' : 'de';
      const layout = i % 3;
      const format: TFormat = i === 6 ? (k % 2 === 0 ? 'png' : 'scan') : (TEXT_FORMATS[(i + k) % 6] as TFormat);
      const facts = kind.facts(rng, lang);
      const lines = kind.layouts[layout]?.(facts, lang, i + k) ?? [];
      const truth = Object.fromEntries(Object.entries(facts).filter(([key]) => !key.startsWith('_')));
      documents.push({
        id: `${kind.kind}-${i}-${lang}`,
        kind: kind.kind,
        lang,
        format,
        layout,
        heldOut: layout === HELD_OUT_LAYOUT,
        schema: kind.schema,
        truth,
        lines,
      });
    }
  });
  return [
    ...documents,
    ...variants(),
    ...HANDWRITTEN,
    ...unseenKinds(),
    ...FRESH_A,
    ...FRESH_B,
    ...FRESH_C,
    ...FRESH_D,
    ...FRESH_E,
    ...FRESH_T,
    ...FRESH_H,
    ...FRESH_I,
    ...FRESH_J,
    ...FRESH_K,
    ...FRESH_L,
    ...FRESH_M,
    ...FRESH_P,
    ...FRESH_Q,
    ...DEV_SENTENCES,
    ...FRESH_N,
    ...FRESH_R,
    ...DEV_RANKING11,
    ...DEV_ITEMS11,
    ...DEV_PARTS,
    ...DEV_GRID,
    ...FRESH_S,
    ...DEV_TABLES12,
    ...DEV_NOLABEL,
    ...DEV_SENTENCES12,
    ...DEV_SENTENCES13,
    ...DEV_SENTENCES13B,
    ...DEV_WRONG12,
    ...DEV_PDFGAP12,
    ...DEV_ARRAYS13,
    ...DEV_NOLABEL13,
    ...FRESH_U,
    ...DEV_NOLABEL13B,
    ...DEV_NOLABEL14,
  ];
}

const UNSEEN_FORMATS: TFormat[] = ['pdf', 'docx', 'eml', 'png'];

/** Kinds written after tuning (layout 8), held out like the rest: both layouts in both languages. */
function unseenKinds(): TCorpusDocument[] {
  return [deliveryNote, premiumNotice].flatMap((kind, k) =>
    [0, 1, 2, 3].map((i) => {
      const lang = i % 2 === 0 ? 'en' : 'de';
      const facts = kind.facts(random(9000 + 10 * k + i), lang);
      return {
        id: `${kind.kind}-${i}-${lang}`,
        kind: kind.kind,
        lang,
        format: UNSEEN_FORMATS[(i + k) % 4] as TFormat,
        layout: 8,
        heldOut: true,
        schema: kind.schema,
        truth: facts,
        lines: kind.layouts[i >> 1]?.(facts, lang, i) ?? [],
      };
    }),
  );
}

const VARIANTS = [
  { name: 'above', transform: labelsAbove, format: 'docx' as TFormat },
  { name: 'dotted', transform: (lines: string[]) => ocrNoise(dottedLeaders(lines)), format: 'txt' as TFormat },
  { name: 'side', transform: sideBySide, format: 'pdf' as TFormat },
  { name: 'pipes', transform: pipes, format: 'txt' as TFormat },
];

/** Tuning documents made from the first two layouts by mechanical variations (layouts 3 and 4). */
function variants(): TCorpusDocument[] {
  return KINDS.flatMap((kind, k) =>
    VARIANTS.map((variant, v) => {
      const lang = (k + v) % 2 === 0 ? 'de' : 'en';
      const facts = kind.facts(random(5000 + 10 * k + v), lang);
      const lines = kind.layouts[v % 2]?.(facts, lang, k + v) ?? [];
      return {
        id: `${kind.kind}-${variant.name}-${lang}`,
        kind: kind.kind,
        lang,
        format: variant.format,
        layout: 3 + v,
        heldOut: false,
        schema: kind.schema,
        truth: Object.fromEntries(Object.entries(facts).filter(([key]) => !key.startsWith('_'))),
        lines: variant.transform(lines),
      };
    }),
  );
}
