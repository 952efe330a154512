// The examples of the verifier (src/extraction/providers/local/verify-values.ts): every scalar value the extractor
// fills on a development document (rules and learned fallback, before verification), labelled right when the truth
// states it, wrong when the truth differs or states nothing (a value the document does not hold). The schema is the
// one its kind's development documents share (shared-schemas.ts), so that fields a document does not state occur. Only layouts
// learn-data.ts names as development sets are read: the sealed L, M, P and any newer layout are skipped before a
// document is even rendered.
import { extractResult } from '../../src/extraction/providers/local/extract-result.ts';
import { scalarFields } from '../../src/extraction/providers/local/learned-candidates.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { verifyFeatures } from '../../src/extraction/providers/local/verify-features.ts';
import { trainStumps } from './boost.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import type { TCorpusDocument } from './corpus/types.ts';
import { FOLD_OF_LAYOUT } from './learn-data.ts';
import { readCached } from './read-cached.ts';
import { sameValue, valueAt } from './score.ts';
import { withSharedSchemas } from './shared-schemas.ts';

export type TVerifyExample = {
  id: string;
  fold: string;
  path: string;
  value: unknown;
  features: number[];
  /** The confidence the rules (or the fallback) gave it. */
  confidence: number;
  /** A field of the kind's shared schema, not the document's own (shared-schemas.ts). */
  added: boolean;
  /** Whether the truth states the field at all. */
  present: boolean;
  correct: boolean;
};

/** The development documents of a corpus with their fold; sealed and unknown layouts are left out. */
export const developmentDocuments = (documents: TCorpusDocument[]) =>
  documents.flatMap((document) => {
    const fold = FOLD_OF_LAYOUT[document.layout];
    return fold ? [{ document, fold }] : [];
  });

/** A scalar field left empty: right when the document does not state it. */
export type TEmptyField = { fold: string; present: boolean; added: boolean };

/**
 * Every filled scalar value of the development documents, in corpus order (deterministic), and the scalar fields
 * left empty (for the accuracy over all fields: an absent field left empty is right).
 */
export async function verifierExamples(corpus: TCorpusDocument[] = buildCorpus()) {
  const examples: TVerifyExample[] = [];
  const empties: TEmptyField[] = [];
  const development = developmentDocuments(corpus);
  const shared = withSharedSchemas(development.map(({ document }) => document));
  for (const [index, { document: own, fold }] of development.entries()) {
    const document = { ...own, schema: shared[index]?.schema ?? own.schema };
    const file = renderDocument(document);
    const text = await readCached(file, document.format === 'png' || document.format === 'scan');
    const lines = documentLines([text]);
    const { result, sources } = extractResult(document.schema, lines);
    const ownPaths = new Set(scalarFields(own.schema).map((field) => field.path));
    for (const field of scalarFields(document.schema)) {
      const truth = valueAt(document.truth, field.path);
      if (valueAt(result, field.path) === undefined) {
        empties.push({ fold, present: truth !== undefined && truth !== null, added: !ownPaths.has(field.path) });
      }
    }
    for (const [path, features] of verifyFeatures({ schema: document.schema, lines, result, sources })) {
      const truth = valueAt(document.truth, path);
      const value = valueAt(result, path);
      const present = truth !== undefined && truth !== null;
      examples.push({
        ...{ id: document.id, fold, path, value, features, added: !ownPaths.has(path) },
        confidence: sources[path]?.confidence ?? 0,
        present,
        correct: present && sameValue(truth, value),
      });
    }
  }
  return { examples, empties };
}

const BOOST = { rounds: 150, shrinkage: 0.1, lambda: 1 };

/** The verifier's model of some examples: right or wrong, each value counting once. Deterministic (boost.ts). */
export const trainVerifier = (examples: Pick<TVerifyExample, 'features' | 'correct'>[]) =>
  trainStumps(
    examples.map((each) => ({ features: each.features, label: each.correct ? (1 as const) : (0 as const), weight: 1 })),
    BOOST,
  );
