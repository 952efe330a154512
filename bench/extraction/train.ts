// Trains the learned fallback of the offline extractor (`npm run train:extraction`) and measures it honestly:
// leave-one-set-out cross validation over the development sets (never the sealed ones, see learn-data.ts), then
// one model over all of them, written to src/extraction/providers/local/learned-weights.ts.
// Options: --dry (measure only, write nothing), --verbose (each cross-validated fill from 0.5 on, right or wrong).
import { writeFileSync } from 'node:fs';
import { FEATURE_NAMES } from '../../src/extraction/providers/local/learned-features.ts';
import { assignFills } from '../../src/extraction/providers/local/learned-fill.ts';
import { probabilityOf, type TStump } from '../../src/extraction/providers/local/learned-model.ts';
import { type TExample, trainStumps } from './boost.ts';
import { developmentExamples, type TDocumentExamples } from './learn-data.ts';

const THRESHOLDS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9];
// The fallback must be right this often in cross validation, pooled over the held-out sets, at the threshold chosen;
// and at least FLOOR_PRECISION at every higher one (few fills: one lucky point proves nothing) that fills FLOOR_FILLS
// or more (one unlucky point proves nothing either: in session 12 one wrong fill of two at 0.85 would have switched the
// fallback off altogether).
const LEAST_PRECISION = 0.85;
const FLOOR_PRECISION = 0.8;
const FLOOR_FILLS = 5;

export function examplesOf(documents: TDocumentExamples[]): TExample[] {
  return documents.flatMap((document) =>
    document.fields.flatMap((field) =>
      field.candidates.map((candidate) => ({
        features: candidate.features,
        label: candidate.correct ? (1 as const) : (0 as const),
        // Each field counts about the same, however many pairs fit its type.
        weight: 1 / Math.sqrt(field.candidates.length),
      })),
    ),
  );
}

type TFill = { probability: number; correct: boolean; path: string; pair: string; value: unknown; id?: string };
type TOutcome = { scalars: number; before: number; fills: TFill[] };

/** What a model fills of the fields the rules left empty (every fill at least 0.5 sure, kept for the thresholds). */
function apply(model: { base: number; stumps: TStump[] }, documents: TDocumentExamples[]): TOutcome {
  const scoring = { features: FEATURE_NAMES, threshold: 0, ...model };
  const outcome: TOutcome = { scalars: 0, before: 0, fills: [] };
  for (const document of documents) {
    outcome.scalars += document.fields.length;
    outcome.before += document.fields.filter((field) => field.ruledCorrect).length;
    const scored = document.fields
      .filter((field) => field.ruled === undefined)
      .flatMap((field) =>
        field.candidates.map((candidate) => ({
          path: field.path,
          pair: candidate.pair,
          value: candidate.value,
          id: document.id,
          correct: candidate.correct,
          probability: probabilityOf(scoring, candidate.features),
        })),
      );
    outcome.fills.push(...assignFills(scored, Math.min(...THRESHOLDS)));
  }
  return outcome;
}

const percent = (part: number, whole: number) => (whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1)}%`);

function row(name: string, outcome: TOutcome, threshold: number) {
  const fills = outcome.fills.filter((fill) => fill.probability >= threshold);
  const right = fills.filter((fill) => fill.correct).length;
  const accuracy = `${percent(outcome.before, outcome.scalars).padStart(6)} → ${percent(outcome.before + right, outcome.scalars).padStart(6)}`;
  return `${name.padEnd(16)} ${String(outcome.scalars).padStart(5)}   ${accuracy}   fills ${String(fills.length).padStart(3)}  right ${String(right).padStart(3)}  precision ${percent(right, fills.length)}`;
}

const documents = await developmentExamples();
const folds = [...new Set(documents.map((document) => document.fold))];
const outcomes = new Map<string, TOutcome>();
for (const fold of folds) {
  const model = trainStumps(examplesOf(documents.filter((document) => document.fold !== fold)));
  outcomes.set(
    fold,
    apply(
      model,
      documents.filter((document) => document.fold === fold),
    ),
  );
}
const all = [...outcomes.values()];
const pooled: TOutcome = {
  scalars: all.reduce((sum, outcome) => sum + outcome.scalars, 0),
  before: all.reduce((sum, outcome) => sum + outcome.before, 0),
  fills: all.flatMap((outcome) => outcome.fills),
};
const fillsAt = (threshold: number) => pooled.fills.filter((fill) => fill.probability >= threshold);
const precisionAt = (threshold: number) => {
  const fills = fillsAt(threshold);
  return fills.length === 0 ? 1 : fills.filter((fill) => fill.correct).length / fills.length;
};
const threshold =
  THRESHOLDS.find(
    (each, index) =>
      precisionAt(each) >= LEAST_PRECISION &&
      THRESHOLDS.slice(index).every((t) => fillsAt(t).length < FLOOR_FILLS || precisionAt(t) >= FLOOR_PRECISION),
  ) ?? 1;
console.log(
  '\nPooled leave-one-set-out cross validation by threshold (scalar fields: accuracy without → with fallback)',
);
for (const each of THRESHOLDS) {
  console.log(row(`  t = ${each}`, pooled, each));
}
console.log(`\nPer held-out set at threshold ${threshold}`);
for (const [fold, outcome] of outcomes) {
  console.log(row(`  ${fold}`, outcome, threshold));
}
console.log(row('  all', pooled, threshold));
if (process.argv.includes('--verbose')) {
  for (const fill of [...pooled.fills].sort((a, b) => b.probability - a.probability)) {
    const mark = fill.correct ? 'right' : 'WRONG';
    console.log(
      `  ${fill.probability.toFixed(2)} ${mark} ${fill.id} ${fill.path} ← ${fill.pair}: ${JSON.stringify(fill.value)}`,
    );
  }
}

const model = trainStumps(examplesOf(documents));
if (!process.argv.includes('--dry')) {
  const names = FEATURE_NAMES.map((name) => `    '${name}',`).join('\n');
  const stumps = model.stumps.map((stump) => `    [${stump.join(', ')}], // ${FEATURE_NAMES[stump[0]]}`).join('\n');
  writeFileSync(
    new URL('../../src/extraction/providers/local/learned-weights.ts', import.meta.url),
    `import type { TLearnedModel } from './learned-model.ts';

// Written by \`npm run train:extraction\` (bench/extraction/train.ts) from the development sets; do not edit by hand.
// Retrain after changing the features (learned-features.ts) or the rules (the fallback sees what they leave empty).
// The threshold is the one cross validation found precise enough (at least ${LEAST_PRECISION * 100} % of the fills right).
export const LEARNED_MODEL: TLearnedModel = {
  features: [
${names}
  ],
  base: ${model.base},
  stumps: [
${stumps}
  ],
  threshold: ${threshold},
};
`,
  );
}
