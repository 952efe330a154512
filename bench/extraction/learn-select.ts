// Model selection of the learned fallback by cross validation that holds out whole kinds of document (session 20):
// `npx node bench/extraction/learn-select.ts` after `train.ts` gathered its examples (reads its cache). Prints, per
// scheme (leave-one-set-out as train.ts, leave-one-kind-group-out: every document of a kind, across all sets, held out
// together), per number of boosting rounds and per threshold, the fallback's value (right fills - 2 x wrong), and the
// arbitration's: where the rules filled a field with a value the model scores at most `low` and the model has another
// candidate it scores at least `high`, the candidate replaces the rules' value (wrong → right +1, right → wrong -2).
// Development sets only (learn-data.ts): the sealed ones are never read.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURE_NAMES } from '../../src/extraction/providers/local/learned-features.ts';
import { assignFills } from '../../src/extraction/providers/local/learned-fill.ts';
import { probabilityOf } from '../../src/extraction/providers/local/learned-model.ts';
import { trainStumps } from './boost.ts';
import { KIND_GROUPS, kindGroupsOf, type TDocumentExamples } from './learn-data.ts';
import { WRONG_COST } from './retrain-rules.ts';
import { sameValue } from './score.ts';
import { examplesOf } from './train-examples.ts';

const cache = join(
  tmpdir(),
  `docstruct-fallback-examples-${createHash('sha256')
    .update(import.meta.dirname)
    .digest('hex')
    .slice(0, 8)}.json`,
);
if (!existsSync(cache)) {
  throw new Error('Run bench/extraction/train.ts --dry first: its examples are read from its cache');
}
const { documents } = JSON.parse(readFileSync(cache, 'utf8')) as { documents: TDocumentExamples[] };

const kindGroup = kindGroupsOf(documents);

const ROUNDS = [100, 200, 400, 800];
const THRESHOLDS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9];
const HIGH = [0.7, 0.8, 0.85, 0.9, 0.95];
const LOW = [0.02, 0.05, 0.1, 0.2, 0.3];

type TScoredField = {
  ruled: boolean;
  ruledCorrect: boolean;
  /** The model's probability of the rules' value (undefined: no candidate gives it). */
  ruledProbability?: number;
  best?: { probability: number; correct: boolean; pair: string };
};

/** Per rounds: the held-out fields scored by a model trained on the rest. */
function crossValidate(foldOf: (document: TDocumentExamples) => string) {
  const byRounds = new Map<number, { fills: { probability: number; correct: boolean }[]; fields: TScoredField[] }>(
    ROUNDS.map((rounds) => [rounds, { fills: [], fields: [] }]),
  );
  const folds = [...new Set(documents.map(foldOf))];
  for (const fold of folds) {
    const model = trainStumps(examplesOf(documents.filter((document) => foldOf(document) !== fold)), {
      rounds: Math.max(...ROUNDS),
    });
    for (const rounds of ROUNDS) {
      const scoring = {
        features: FEATURE_NAMES,
        threshold: 0,
        base: model.base,
        stumps: model.stumps.slice(0, rounds),
      };
      const out = byRounds.get(rounds);
      for (const document of documents.filter((each) => foldOf(each) === fold)) {
        const scored = document.fields.map((field) => ({
          field,
          candidates: field.candidates.map((candidate) => ({
            ...candidate,
            path: field.path,
            probability: probabilityOf(scoring, candidate.features),
          })),
        }));
        const empty = scored.filter(({ field }) => field.ruled === undefined).flatMap((each) => each.candidates);
        out?.fills.push(...assignFills(empty, 0.5));
        for (const { field, candidates } of scored.filter((each) => each.field.ruled !== undefined)) {
          const own = candidates.filter((candidate) => sameValue(field.ruled, candidate.value));
          const others = candidates
            .filter((candidate) => !sameValue(field.ruled, candidate.value))
            .sort((a, b) => b.probability - a.probability);
          out?.fields.push({
            ruled: true,
            ruledCorrect: field.ruledCorrect,
            ruledProbability: own.length > 0 ? Math.max(...own.map((each) => each.probability)) : undefined,
            best: others[0],
          });
        }
      }
    }
  }
  return byRounds;
}

const fillValue = (fills: { probability: number; correct: boolean }[], threshold: number) => {
  const kept = fills.filter((fill) => fill.probability >= threshold);
  const right = kept.filter((fill) => fill.correct).length;
  return { fills: kept.length, right, value: right - WRONG_COST * (kept.length - right) };
};

function arbitration(fields: TScoredField[], high: number, low: number, unscored: boolean) {
  let gained = 0;
  let lost = 0;
  let swapped = 0;
  for (const field of fields) {
    const lowRuled = field.ruledProbability === undefined ? unscored : field.ruledProbability <= low;
    if (field.best && field.best.probability >= high && lowRuled) {
      swapped++;
      gained += !field.ruledCorrect && field.best.correct ? 1 : 0;
      lost += field.ruledCorrect ? 1 : 0;
    }
  }
  return { swapped, gained, lost, value: gained - WRONG_COST * lost };
}

const schemes: [string, (document: TDocumentExamples) => string][] = [
  ['leave-one-set-out', (document) => document.fold],
  [`leave-one-kind-group-out (${KIND_GROUPS})`, (document) => kindGroup.get(document.id) ?? ''],
];
for (const [name, foldOf] of schemes) {
  if (process.argv.includes('--kinds-only') && name.startsWith('leave-one-set')) {
    continue;
  }
  const started = Date.now();
  const byRounds = crossValidate(foldOf);
  console.log(`\n== ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const [rounds, { fills }] of byRounds) {
    const row = THRESHOLDS.map((threshold) => {
      const each = fillValue(fills, threshold);
      return `${threshold}: ${each.value >= 0 ? '+' : ''}${each.value} (${each.right}/${each.fills})`;
    }).join('  ');
    console.log(`  fallback, ${String(rounds).padStart(3)} rounds  ${row}`);
  }
  for (const [rounds, { fields }] of byRounds) {
    console.log(
      `  arbitration, ${rounds} rounds (ruled fields ${fields.length}, wrong ${fields.filter((each) => !each.ruledCorrect).length})`,
    );
    for (const high of HIGH) {
      const cells = LOW.map((low) => {
        const each = arbitration(fields, high, low, false);
        return `≤${low}: ${each.value >= 0 ? '+' : ''}${each.value} (${each.gained}+/${each.lost}-/${each.swapped})`;
      });
      const unscored = arbitration(fields, high, -1, true);
      console.log(
        `    ≥${high}  ${cells.join('  ')}  unscored: ${unscored.value} (${unscored.gained}+/${unscored.lost}-/${unscored.swapped})`,
      );
    }
  }
}
