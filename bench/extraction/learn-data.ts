// The examples of the learned fallback: every development document read and extracted by the rules, every scalar
// leaf's candidates labelled by the truth. Sealed sets (the rows of eval-sets.ts marked sealed, which have no fold) and any
// layout without a fold are left out before a document is even rendered.

import { writesDayFirst } from '../../src/extraction/providers/local/date-order.ts';
import { extractResult } from '../../src/extraction/providers/local/extract-result.ts';
import { learnedCandidates, scalarFields } from '../../src/extraction/providers/local/learned-candidates.ts';
import { labelValuePairs, type TPair } from '../../src/extraction/providers/local/learned-pairs.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import { NAMED_SETS } from './eval-sets.ts';
import { readCached } from './read-cached.ts';
import { sameValue } from './score.ts';

/** The generated and hand-written documents' layouts (the named sets' folds are their rows in eval-sets.ts). */
const GENERATED_FOLDS: Record<number, string> = {
  0: 'tuning',
  1: 'tuning',
  3: 'tuning',
  4: 'tuning',
  5: 'tuning',
  6: 'tuning',
  7: 'tuning',
  9: 'tuning',
  2: 'held-out kinds',
};

/** The development sets by layout; a layout not listed (the sealed sets, any row without a fold) is never read. */
export const FOLD_OF_LAYOUT: Record<number, string> = {
  ...GENERATED_FOLDS,
  ...Object.fromEntries(NAMED_SETS.flatMap((set) => (set.fold ? [[set.layout, set.fold]] : []))),
};

/** The development sets whose truth leaves out the fields a document does not state (eval-sets.ts `absent`). */
const ABSENT_LAYOUTS = new Set(NAMED_SETS.flatMap((set) => (set.fold && set.absent ? [set.layout] : [])));

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
  /** A field the document does not state (a set whose truth leaves such fields out): any fill of it is an extra. */
  absent?: boolean;
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
        .filter((field) => ABSENT_LAYOUTS.has(document.layout) || at(document.truth, field.path) !== undefined)
        .map((field) => {
          const truth = at(document.truth, field.path);
          const absent = truth === undefined ? { absent: true } : {};
          const candidates = (byField.get(field.path) ?? []).map((candidate) => ({
            pair: pairKey(candidate.pair),
            label: candidate.pair.label,
            value: candidate.value,
            features: candidate.features,
            correct: truth !== null && truth !== undefined && sameValue(truth, candidate.value),
          }));
          const ruled = at(result, field.path);
          return { path: field.path, truth, ruled, ruledCorrect: sameValue(truth, ruled), ...absent, candidates };
        }),
    });
  }
  return documents;
}
