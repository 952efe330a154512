// Trains the learned fallback of the offline extractor (`npm run train:extraction`) and measures it honestly:
// leave-one-set-out cross validation over the development sets (never the sealed ones, see learn-data.ts), then
// one model over all of them, written to src/extraction/providers/local/learned-weights.ts.
// Options: --dry (measure only, write nothing), --reuse (the last run's examples, unless the features changed),
// --verbose (each cross-validated fill from 0.5 on, right or wrong), --committed (also the weights in
// learned-weights.ts as they stand, on every development set and per set: not cross validated, the sets they were
// trained on flatter them; the sets added since are honest held-out figures).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTEXT_FEATURE_NAMES } from '../../src/extraction/providers/local/learned-context.ts';
import { FEATURE_NAMES } from '../../src/extraction/providers/local/learned-features.ts';
import { assignFills } from '../../src/extraction/providers/local/learned-fill.ts';
import { probabilityOf, type TStump } from '../../src/extraction/providers/local/learned-model.ts';
import { LEARNED_MODEL } from '../../src/extraction/providers/local/learned-weights.ts';
import { type TExample, trainStumps } from './boost.ts';
import { developmentExamples, type TDocumentExamples } from './learn-data.ts';
import { fallbackThreshold, fillValue, WRONG_COST } from './retrain-rules.ts';

// 400 boosting rounds (session 19; boost.ts's default is 100): cross validated on 55 folds, 100 → 400 rounds took the
// value at t = 0.6 from +25 to +55 (fills 115 → 127, right 85 → 103); 800 gave +57. --rounds=N measures another.
const roundsFlag = process.argv.find((each) => each.startsWith('--rounds='));
const BOOST = { rounds: roundsFlag ? Number(roundsFlag.slice('--rounds='.length)) : 400 };
const THRESHOLDS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9];
// The threshold written is the one of the largest value in cross validation, pooled over the held-out sets: right fills
// minus WRONG_COST (2) per wrong fill, a wrong value costing the user twice what an empty field does; none worth more
// than filling nothing: 1, the fallback is off. The rule and why: retrain-rules.ts.

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

type TFill = {
  probability: number;
  correct: boolean;
  path: string;
  pair: string;
  value: unknown;
  id?: string;
  absent?: boolean;
};
type TOutcome = { scalars: number; before: number; fills: TFill[] };

/** What a model fills of the fields the rules left empty (every fill at least 0.5 sure, kept for the thresholds). */
function apply(model: { base: number; stumps: readonly TStump[] }, documents: TDocumentExamples[]): TOutcome {
  const scoring = { features: FEATURE_NAMES, threshold: 0, ...model };
  const outcome: TOutcome = { scalars: 0, before: 0, fills: [] };
  for (const document of documents) {
    outcome.scalars += document.fields.filter((field) => !field.absent).length;
    outcome.before += document.fields.filter((field) => field.ruledCorrect && !field.absent).length;
    const scored = document.fields
      .filter((field) => field.ruled === undefined)
      .flatMap((field) =>
        field.candidates.map((candidate) => ({
          path: field.path,
          absent: field.absent,
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
  const value = fillValue(outcome.fills, threshold);
  const extras = fills.filter((fill) => fill.absent).length;
  return `${name.padEnd(16)} ${String(outcome.scalars).padStart(5)}   ${accuracy}   fills ${String(fills.length).padStart(3)}  right ${String(right).padStart(3)}  extras ${String(extras).padStart(2)}  precision ${percent(right, fills.length)}  value ${value >= 0 ? '+' : ''}${value}`;
}

// The examples take minutes to gather; --reuse reads the last run's, unless the features changed since. One cache per
// checkout (helpers' worktrees share the temp dir).
const cache = join(
  tmpdir(),
  `docstruct-fallback-examples-${createHash('sha256')
    .update(import.meta.dirname)
    .digest('hex')
    .slice(0, 8)}.json`,
);
const cached: { features: string[]; documents: TDocumentExamples[] } | null =
  process.argv.includes('--reuse') && existsSync(cache) ? JSON.parse(readFileSync(cache, 'utf8')) : null;
const gathered: TDocumentExamples[] =
  cached?.features?.join() === FEATURE_NAMES.join() ? cached.documents : await developmentExamples();
writeFileSync(cache, JSON.stringify({ features: FEATURE_NAMES, documents: gathered }));
// Fields a document does not state (gathered from the sets whose truth leaves them out): by default out, as before
// session 21. --absent=count counts their fills as wrong in the cross validation (an extra costs what a wrong fill
// costs, so the threshold is chosen with them); --absent=train also trains on their pairs as wrong ones.
const absentMode = process.argv.find((each) => each.startsWith('--absent='))?.slice('--absent='.length);
const documents: TDocumentExamples[] = gathered.map((document) => ({
  ...document,
  fields: absentMode ? document.fields : document.fields.filter((field) => !field.absent),
}));
const stated = (each: TDocumentExamples[]) =>
  each.map((document) => ({ ...document, fields: document.fields.filter((field) => !field.absent) }));
const trainedOn = (each: TDocumentExamples[]) => (absentMode === 'train' ? each : stated(each));
// --without-context: the context features (learned-context.ts) zeroed, the model before session 19 on the same
// examples, to compare what they add.
if (process.argv.includes('--without-context')) {
  const from = FEATURE_NAMES.length - CONTEXT_FEATURE_NAMES.length;
  for (const candidate of documents.flatMap((document) => document.fields.flatMap((field) => field.candidates))) {
    candidate.features = candidate.features.map((value, index) => (index >= from ? 0 : value));
  }
}
// --groups=N: the sets dealt into N held-out groups instead of one set each (N trainings instead of one a set: a
// quicker comparison of two variants on a busy machine; the written threshold is then chosen on the groups).
const groupCount = Number(process.argv.find((each) => each.startsWith('--groups='))?.slice('--groups='.length) ?? 0);
if (groupCount > 0) {
  const sets = [...new Set(documents.map((document) => document.fold))];
  for (const document of documents) {
    document.fold = `group ${sets.indexOf(document.fold) % groupCount}`;
  }
}
const folds = [...new Set(documents.map((document) => document.fold))];
const outcomes = new Map<string, TOutcome>();
for (const fold of folds) {
  const model = trainStumps(examplesOf(trainedOn(documents.filter((document) => document.fold !== fold))), BOOST);
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
const threshold = fallbackThreshold(pooled.fills, THRESHOLDS);
console.log(
  '\nPooled leave-one-set-out cross validation by threshold (scalar fields: accuracy without → with fallback; ' +
    `value = right fills - ${WRONG_COST} x wrong fills)`,
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
    const mark = fill.correct ? 'right' : fill.absent ? 'EXTRA' : 'WRONG';
    console.log(
      `  ${fill.probability.toFixed(2)} ${mark} ${fill.id} ${fill.path} ← ${fill.pair}: ${JSON.stringify(fill.value)}`,
    );
  }
}

if (process.argv.includes('--committed')) {
  console.log(
    `\nThe committed weights (threshold ${LEARNED_MODEL.threshold}) on every development set, not cross validated`,
  );
  console.log(row('  committed', apply(LEARNED_MODEL, documents), LEARNED_MODEL.threshold));
  // Per set: on the sets added after the committed weights were trained, these are honest held-out figures to set
  // beside the cross validation's rows above.
  for (const fold of folds) {
    const held = documents.filter((document) => document.fold === fold);
    console.log(row(`  ${fold}`, apply(LEARNED_MODEL, held), LEARNED_MODEL.threshold));
  }
}

const model = trainStumps(examplesOf(trainedOn(documents)), BOOST);
if (!process.argv.includes('--dry')) {
  const names = FEATURE_NAMES.map((name) => `    '${name}',`).join('\n');
  // Three stumps a line, their features named after them: 400 stumps one a line would make a file of 450 lines.
  const stumps = Array.from({ length: Math.ceil(model.stumps.length / 3) }, (_, line) => {
    const three = model.stumps.slice(3 * line, 3 * line + 3);
    return `    ${three.map((stump) => `[${stump.join(', ')}],`).join(' ')} // ${three.map((stump) => FEATURE_NAMES[stump[0]]).join(', ')}`;
  }).join('\n');
  writeFileSync(
    new URL('../../src/extraction/providers/local/learned-weights.ts', import.meta.url),
    `import type { TLearnedModel } from './learned-model.ts';

// Written by \`npm run train:extraction\` (bench/extraction/train.ts) from the development sets; do not edit by hand.
// Retrain after changing the features (learned-features.ts) or the rules (the fallback sees what they leave empty).
// The threshold is the one of the largest value in cross validation: right fills - ${WRONG_COST} x wrong fills (1: none
// was worth more than filling nothing; bench/extraction/retrain-rules.ts).
export const LEARNED_MODEL: TLearnedModel = {
  features: [
${names}
  ],
  base: ${model.base},
  // biome-ignore format: three stumps a line, as the trainer writes them.
  stumps: [
${stumps}
  ],
  threshold: ${threshold},
};
`,
  );
}
