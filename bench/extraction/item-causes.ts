// Why array items were missed, counted per set: `npx node bench/extraction/item-causes.ts [--set NAME] [--list]`.
// The eval scores array items by position, so one row read too many or too few turns every row under it wrong. This
// script tells those apart: for every array of a document's truth it counts the item leaves right by position (the
// eval's figure), right after the best order-keeping alignment of truth items to result items (rows matched by how
// many leaves agree), leaves of arrays the extractor left empty (the list or table not found), and leaves of columns
// it filled in no item (a column never read). Rows the truth has and no result row matches are "rows lost", result
// rows matching no truth row "rows extra". Counts only for the sealed sets; `--list` prints development documents'
// arrays whose alignment differs from the position score.
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { NAMED_SETS } from './eval-sets.ts';
import { readCached } from './read-cached.ts';
import { compareFields, valueAt } from './score.ts';

const list = process.argv.includes('--list');
const only = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : undefined;
const provider = createLocalProvider();
const COLUMNS = ['leaves', 'by position', 'aligned', 'array empty', 'column unread', 'rows lost', 'rows extra'];
const counts = new Map<string, number[]>();

/** The leaves two items agree on (the eval's comparison of one item against another). */
const agreeing = (truth: unknown, result: unknown) =>
  compareFields(truth, result).filter((leaf) => leaf.correct).length;

/** The most leaves an order-keeping pairing of truth rows with result rows gets right, and the rows it pairs. */
function align(truth: unknown[], result: unknown[]) {
  const best = Array.from({ length: truth.length + 1 }, () => new Array<number>(result.length + 1).fill(0));
  const paired = Array.from({ length: truth.length + 1 }, () => new Array<number>(result.length + 1).fill(0));
  for (let i = truth.length - 1; i >= 0; i--) {
    for (let j = result.length - 1; j >= 0; j--) {
      const score = agreeing(truth[i], result[j]);
      const take = score > 0 ? score + (best[i + 1]?.[j + 1] ?? 0) : -1;
      const skipTruth = best[i + 1]?.[j] ?? 0;
      const skipResult = best[i]?.[j + 1] ?? 0;
      const row = best[i] as number[];
      const pairs = paired[i] as number[];
      if (take >= skipTruth && take >= skipResult) {
        row[j] = take;
        pairs[j] = 1 + (paired[i + 1]?.[j + 1] ?? 0);
      } else if (skipTruth >= skipResult) {
        row[j] = skipTruth;
        pairs[j] = paired[i + 1]?.[j] ?? 0;
      } else {
        row[j] = skipResult;
        pairs[j] = paired[i]?.[j + 1] ?? 0;
      }
    }
  }
  return { right: best[0]?.[0] ?? 0, pairs: paired[0]?.[0] ?? 0 };
}

/** The top-level arrays of a truth object (nested arrays count with their parent's rows). */
const arraysOf = (truth: Record<string, unknown>) =>
  Object.entries(truth).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[1].length > 0);

for (const document of buildCorpus()) {
  const set = NAMED_SETS.find((named) => named.layout === document.layout);
  const name = set && (set.causes ?? set.label);
  if (!name || (only !== undefined && name !== only)) {
    continue;
  }
  const arrays = arraysOf(document.truth as Record<string, unknown>);
  if (arrays.length === 0) {
    continue;
  }
  const text = await readCached(renderDocument(document), document.format === 'png' || document.format === 'scan');
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
  for (const [path, truthItems] of arrays) {
    const found = valueAt(response.result, path);
    const resultItems = Array.isArray(found) ? found : [];
    const leaves = compareFields(truthItems, resultItems);
    const byPosition = leaves.filter((leaf) => leaf.correct).length;
    const { right, pairs } = align(truthItems, resultItems);
    const keys = new Set(leaves.map((leaf) => leaf.path.replace(/^\[\d+\]\.?/, '')));
    const unread = [...keys].filter((key) =>
      resultItems.every((item) => {
        const value = key === '' ? item : valueAt(item, key);
        return value === null || value === undefined;
      }),
    );
    const unreadLeaves = leaves.filter((leaf) => unread.includes(leaf.path.replace(/^\[\d+\]\.?/, ''))).length;
    const row = [
      leaves.length,
      byPosition,
      right,
      resultItems.length === 0 ? leaves.length : 0,
      resultItems.length === 0 ? 0 : unreadLeaves,
      truthItems.length - pairs,
      resultItems.length - pairs,
    ];
    const total = counts.get(name) ?? new Array<number>(COLUMNS.length).fill(0);
    counts.set(
      name,
      total.map((value, index) => value + (row[index] ?? 0)),
    );
    if (list && !set?.sealed && (right !== byPosition || unread.length > 0 || resultItems.length === 0)) {
      const columns = unread.length > 0 && resultItems.length > 0 ? `, unread ${unread.join(', ')}` : '';
      console.log(`${document.id} ${path}: ${byPosition} by position, ${right} aligned of ${leaves.length}${columns}`);
    }
  }
}
console.log(COLUMNS.join(' / '));
const sum = new Array<number>(COLUMNS.length).fill(0);
const sealedSum = new Array<number>(COLUMNS.length).fill(0);
for (const set of NAMED_SETS.filter((named) => counts.has(named.causes ?? named.label))) {
  const row = counts.get(set.causes ?? set.label) as number[];
  row.forEach((value, index) => {
    (set.sealed ? sealedSum : sum)[index] = ((set.sealed ? sealedSum : sum)[index] ?? 0) + value;
  });
  console.log(`${set.causes ?? set.label}${set.sealed ? ' (sealed)' : ''}  ${row.join(' / ')}`);
}
console.log(`development  ${sum.join(' / ')}`);
console.log(`sealed  ${sealedSum.join(' / ')}`);
