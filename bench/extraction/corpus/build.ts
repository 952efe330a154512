import { NAMED_SETS } from '../eval-sets.ts';
import { random } from './format-values.ts';
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
    // The named sets (eval-sets.ts), in the order of their rows.
    ...NAMED_SETS.flatMap((set) => set.documents ?? []),
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
