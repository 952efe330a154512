// How far a value's confidence can be trusted (`npm run bench:calibration`): every value the offline extractor fills
// is paired with whether it is right (the eval's scoring, score.ts: a value where the truth states none is wrong), and
// the confidences are measured as shares right: a reliability table, the expected calibration error (ECE), how well
// they separate right from wrong (AUC) and, at the product's review threshold (0.8 by default; others below), the
// share of wrong values a reviewer is shown and of right ones (needless reviews); by how a value was found too
// (calibration-map.ts: labelled, weak, learned, array item).
// Development sets, cross validated by fold (learn-data.ts): the verifier of each fold trained without it (as
// train-verifier.ts does). The learned fallback's weights are not refitted per fold, and the rules were tuned on these
// sets, so their values are right more often than an unseen document's.
// Sealed sets: the product's verifier as is; only aggregates are printed (no document, no value).
// "after": a candidate calibration (calibration-map.ts, not in the product), a monotone map per finding method fitted
// on the development sets: on them each fold's values through the maps fitted on the other folds, on the sealed sets
// through the maps fitted on all of them. Option --reuse: the last run's examples and pairs from the temp dir (never
// after changing the extractor); --by-set: a line per development fold.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractResult } from '../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { VERIFY_FEATURE_NAMES } from '../../src/extraction/providers/local/verify-features.ts';
import { type TVerifierModel, verifyValues } from '../../src/extraction/providers/local/verify-values.ts';
import { VERIFIER_MODEL } from '../../src/extraction/providers/local/verify-weights.ts';
import {
  fitIsotonic,
  REVIEW_THRESHOLD,
  reliabilityTable,
  summaryLine,
  type TScoredValue,
  thresholdTable,
} from './calibration-fit.ts';
import {
  calibrated,
  FINDING_METHODS,
  findingMethods,
  type TConfidenceMap,
  type TFindingMethod,
} from './calibration-map.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import type { TCorpusDocument } from './corpus/types.ts';
import { setOfLayout } from './eval-sets.ts';
import { FOLD_OF_LAYOUT } from './learn-data.ts';
import { readCached } from './read-cached.ts';
import { sameValue, valueAt } from './score.ts';
import { trainVerifier, verifierExamples } from './verify-data.ts';

const args = new Set(process.argv.slice(2));
type TPair = TScoredValue & { method: TFindingMethod; group: string };

/** The filled values of one document with their confidence after the verifier (not yet calibrated). */
function scoredValues(document: TCorpusDocument, lines: ReturnType<typeof documentLines>, model: TVerifierModel) {
  const { result, sources, warnings } = extractResult(document.schema, lines);
  const methods = findingMethods(sources);
  verifyValues({ schema: document.schema, lines, result, sources, warnings }, model);
  return Object.entries(sources).flatMap(([path, source]) => {
    const value = valueAt(result, path);
    if (value === undefined || value === null || source.confidence === undefined) {
      return [];
    }
    const truth = valueAt(document.truth, path);
    const right = truth !== undefined && truth !== null && sameValue(truth, value);
    return [{ method: methods.get(path) ?? 'item', confidence: source.confidence, right }];
  });
}

async function gatherPairs() {
  // The verifier's examples (shared schemas, as train-verifier.ts).
  const examplesCache = join(tmpdir(), 'docstruct-calibration-examples.json');
  const {
    examples,
  }: Pick<Awaited<ReturnType<typeof verifierExamples>>, 'examples'> = args.has('--reuse') && existsSync(examplesCache)
    ? JSON.parse(readFileSync(examplesCache, 'utf8'))
    : await verifierExamples();
  writeFileSync(examplesCache, JSON.stringify({ examples }));
  const foldModels = new Map<string, TVerifierModel>();
  for (const fold of new Set(examples.map((each) => each.fold))) {
    const model = trainVerifier(examples.filter((each) => each.fold !== fold));
    foldModels.set(fold, { features: VERIFY_FEATURE_NAMES, ...model, dropBelow: VERIFIER_MODEL.dropBelow });
  }
  const development: TPair[] = [];
  const sealed: TPair[] = [];
  for (const document of buildCorpus()) {
    const fold = FOLD_OF_LAYOUT[document.layout];
    const isSealed = SEALED_LAYOUTS.has(document.layout);
    const model = fold ? foldModels.get(fold) : isSealed ? VERIFIER_MODEL : undefined;
    if (!model) {
      continue;
    }
    const image = document.format === 'png' || document.format === 'scan';
    const lines = documentLines([await readCached(renderDocument(document), image)]);
    const group = fold ?? setOfLayout(document.layout)?.label ?? 'sealed';
    (fold ? development : sealed).push(...scoredValues(document, lines, model).map((each) => ({ ...each, group })));
  }
  return { development, sealed };
}

const pairsCache = join(tmpdir(), 'docstruct-calibration-pairs.json');
const { development, sealed }: { development: TPair[]; sealed: TPair[] } =
  args.has('--reuse') && existsSync(pairsCache) ? JSON.parse(readFileSync(pairsCache, 'utf8')) : await gatherPairs();
writeFileSync(pairsCache, JSON.stringify({ development, sealed }));

const fitMaps = (pairs: readonly TPair[]) =>
  Object.fromEntries(
    FINDING_METHODS.map((method) => [method, fitIsotonic(pairs.filter((each) => each.method === method))]),
  ) as Record<TFindingMethod, TConfidenceMap>;
const through = (maps: Record<TFindingMethod, TConfidenceMap>) => (pair: TPair) => ({
  ...pair,
  confidence: calibrated(maps[pair.method], pair.confidence),
});

// After, cross validated: each fold's values through the maps fitted on the other folds.
const folds = [...new Set(development.map((each) => each.group))];
const developmentAfter = folds.flatMap((fold) =>
  development
    .filter((each) => each.group === fold)
    .map(through(fitMaps(development.filter((each) => each.group !== fold)))),
);
const maps = fitMaps(development);
const sealedAfter = sealed.map(through(maps));

function report(title: string, before: TPair[], after: TPair[], groups: boolean) {
  console.log(`\n${title}`);
  console.log(summaryLine('  before', before));
  console.log(summaryLine('  after', after));
  console.log('  reliability before');
  console.log(reliabilityTable(before));
  console.log('  reliability after');
  console.log(reliabilityTable(after));
  console.log('  other review thresholds, before');
  console.log(thresholdTable(before));
  console.log('  by how found (before | after)');
  for (const method of FINDING_METHODS) {
    console.log(
      summaryLine(
        `    ${method}`,
        before.filter((each) => each.method === method),
      ),
    );
    console.log(
      summaryLine(
        `    ${method} calibrated`,
        after.filter((each) => each.method === method),
      ),
    );
  }
  if (groups) {
    console.log('  by set (before | after)');
    for (const group of [...new Set(before.map((each) => each.group))]) {
      console.log(
        summaryLine(
          `    ${group}`,
          before.filter((each) => each.group === group),
        ),
      );
      console.log(
        summaryLine(
          `    ${group} calibrated`,
          after.filter((each) => each.group === group),
        ),
      );
    }
  }
}

console.log(`Confidence of the offline extractor's filled values; review threshold ${REVIEW_THRESHOLD}`);
report(
  `Development sets (${folds.length} folds, cross validated)`,
  development,
  developmentAfter,
  args.has('--by-set'),
);
// Aggregates only: no document and no value of a sealed set is printed.
report('Sealed sets (the product verifier; maps fitted on every development set)', sealed, sealedAfter, true);
