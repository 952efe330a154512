// The examples of the learned fallback: every development document read and extracted by the rules, every scalar
// leaf's candidates labelled by the truth. Sealed sets (L, M, P, N, R, S and any layout this file does not know) are left out
// before a document is even rendered.
import { extractResult } from '../../src/extraction/providers/local/extract-result.ts';
import { learnedCandidates, scalarFields } from '../../src/extraction/providers/local/learned-candidates.ts';
import { labelValuePairs, type TPair } from '../../src/extraction/providers/local/learned-pairs.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { writesDayFirst } from '../../src/extraction/providers/local/qualified.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import { readCached } from './read-cached.ts';
import { sameValue } from './score.ts';

/** The development sets by layout; a layout not listed (the sealed L, M, P, N, R and S, any newer one) is never read. */
export const FOLD_OF_LAYOUT: Record<number, string> = {
  0: 'tuning',
  1: 'tuning',
  3: 'tuning',
  4: 'tuning',
  5: 'tuning',
  6: 'tuning',
  7: 'tuning',
  9: 'tuning',
  13: 'tuning',
  2: 'held-out kinds',
  8: 'held-out kinds',
  10: 'A+B',
  11: 'C',
  12: 'D',
  14: 'E/F/G',
  15: 'E/F/G',
  16: 'E/F/G',
  17: 'H',
  18: 'I',
  19: 'J',
  20: 'K',
  24: 'Q',
  // Session 11's development sets, each written before its branch's changes.
  29: 'ranking',
  30: 'sentences',
  31: 'items',
  32: 'grid',
  33: 'parts',
  // Session 12's development sets.
  44: 'tables12',
  42: 'nolabel',
  43: 'sentences12',
  45: 'wrong12',
  46: 'pdfgap12',
  // Session 13's development sets.
  49: 'arrays13',
  47: 'nolabel13',
  48: 'sentences13',
  53: 'nolabel13b',
  52: 'sentences13b',
  // Session 14's development sets.
  55: 'nolabel14',
};

// Every sealed set (corpus/sealed.ts) is checked here, so that a newer one stays out too, should it ever be listed above.
for (const sealed of SEALED_LAYOUTS) {
  if (FOLD_OF_LAYOUT[sealed] !== undefined) {
    throw new Error(`The sealed set of layout ${sealed} must never be trained on`);
  }
}

export type TFieldExample = {
  path: string;
  truth: unknown;
  /** What the rules found (undefined: left empty). */
  ruled: unknown;
  ruledCorrect: boolean;
  candidates: { pair: string; label: string; value: unknown; features: number[]; correct: boolean }[];
};
export type TDocumentExamples = { id: string; fold: string; fields: TFieldExample[] };

/** One pair of a document, the same for every field it is a candidate of. */
export const pairKey = (pair: TPair) => `${pair.lineIndex} ${pair.kind} ${pair.label}`;

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}

/** The examples of every development document, in corpus order (deterministic). */
export async function developmentExamples(): Promise<TDocumentExamples[]> {
  const documents: TDocumentExamples[] = [];
  for (const document of buildCorpus()) {
    const fold = FOLD_OF_LAYOUT[document.layout];
    if (!fold) {
      continue;
    }
    const file = renderDocument(document);
    const text = await readCached(file, document.format === 'png' || document.format === 'scan');
    const lines = documentLines([text]);
    const { result, leaves } = extractResult(document.schema, lines, false);
    const fields = scalarFields(document.schema);
    const byField = learnedCandidates(fields, lines, labelValuePairs(lines), leaves, writesDayFirst(lines));
    documents.push({
      id: document.id,
      fold,
      fields: fields
        .filter((field) => at(document.truth, field.path) !== undefined)
        .map((field) => {
          const truth = at(document.truth, field.path);
          const candidates = (byField.get(field.path) ?? []).map((candidate) => ({
            pair: pairKey(candidate.pair),
            label: candidate.pair.label,
            value: candidate.value,
            features: candidate.features,
            correct: truth !== null && sameValue(truth, candidate.value),
          }));
          const ruled = at(result, field.path);
          return { path: field.path, truth, ruled, ruledCorrect: sameValue(truth, ruled), candidates };
        }),
    });
  }
  return documents;
}
