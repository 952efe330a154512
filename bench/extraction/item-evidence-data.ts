// The evidence of the development sets' table items (item-evidence.ts) beside whether each value is right, by kind of
// evidence: what item-confidence.ts's weights were chosen from (`node bench/extraction/item-evidence-data.ts`).
// Development sets only: no sealed document is read.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writesDayFirst } from '../../src/extraction/providers/local/date-order.ts';
import { extractResult } from '../../src/extraction/providers/local/extract-result.ts';
import { findTable, type TTableRow } from '../../src/extraction/providers/local/find-table.ts';
import {
  ITEM_WEIGHTS,
  itemConfidence,
  type TItemWeights,
} from '../../src/extraction/providers/local/item-confidence.ts';
import { itemEvidence, type TRowEvidence } from '../../src/extraction/providers/local/item-evidence.ts';
import { documentLines, type TLine } from '../../src/extraction/providers/local/lines.ts';
import type { TSchemaProperty } from '../../src/extraction/schema/output-schema.ts';
import { flagged, separation, summaryLine } from './calibration-fit.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { FOLD_OF_LAYOUT } from './learn-data.ts';
import { readCached } from './read-cached.ts';
import { sameValue, valueAt } from './score.ts';

type TItem = {
  row: TRowEvidence['row'];
  table: TRowEvidence['table'];
  gaps: number;
  doubled: boolean;
  inLine: boolean | null;
  right: boolean;
  fold: string;
  confidence: number;
};

function tables(
  properties: TSchemaProperty[],
  path: string,
): { path: string; items: TSchemaProperty[]; name: string }[] {
  return properties.flatMap((property) => {
    const at = path ? `${path}.${property.name}` : property.name;
    if (property.type === 'object') {
      return tables(property.properties, at);
    }
    return property.type === 'array' && property.items.type === 'object'
      ? [{ path: at, items: property.items.properties, name: property.name }]
      : [];
  });
}

const cache = join(tmpdir(), 'docstruct-item-evidence.json');
const sameText = (value: unknown) => (typeof value === 'number' ? String(value) : String(value).trim().toLowerCase());

function doubledIn(row: TTableRow): Set<TSchemaProperty> {
  const doubled = new Set<TSchemaProperty>();
  const entries = [...row.values].filter(([, value]) => typeof value !== 'boolean' && sameText(value) !== '');
  for (const [field, value] of entries) {
    if (entries.some(([other, otherValue]) => other !== field && sameText(otherValue) === sameText(value))) {
      doubled.add(field);
    }
  }
  return doubled;
}

const items: TItem[] =
  process.argv.includes('--reuse') && existsSync(cache) ? JSON.parse(readFileSync(cache, 'utf8')) : [];
for (const document of items.length > 0 ? [] : buildCorpus()) {
  const fold = FOLD_OF_LAYOUT[document.layout];
  if (!fold) {
    continue;
  }
  const image = document.format === 'png' || document.format === 'scan';
  const lines: TLine[] = documentLines([await readCached(renderDocument(document), image)]);
  const { result, sources } = extractResult(document.schema, lines);
  for (const table of tables(document.schema, '')) {
    const found = findTable(lines, table.items, table.name, writesDayFirst(lines));
    const evidence = found ? itemEvidence(found.rows, table.items, lines) : [];
    found?.rows.forEach((row, index) => {
      for (const [property] of row.values) {
        const path = `${table.path}[${index}].${property.name}`;
        const value = valueAt(result, path);
        const source = sources[path];
        const rowEvidence = evidence[index];
        if (value === undefined || !source || !rowEvidence) {
          continue;
        }
        const truth = valueAt(document.truth, path);
        const right = truth !== undefined && truth !== null && sameValue(truth, value);
        const doubled = doubledIn(row).has(property);
        const inLine = typeof value === 'string' ? row.line.text.toLowerCase().includes(value.toLowerCase()) : null;
        const { row: arithmetic, table: sum, gaps } = rowEvidence;
        items.push({
          row: arithmetic,
          table: sum,
          gaps,
          doubled,
          inLine,
          right,
          fold,
          confidence: source.confidence ?? 0,
        });
      }
    });
  }
}

writeFileSync(cache, JSON.stringify(items));

const line = (label: string, of: TItem[]) =>
  `${label.padEnd(24)} n ${String(of.length).padStart(5)}  wrong ${String(of.filter((each) => !each.right).length).padStart(4)}  right ${(
    (100 * of.filter((each) => each.right).length) / Math.max(1, of.length)
  ).toFixed(1)} %`;
console.log(line('all table items', items));
for (const row of ['adds', 'fails', 'none']) {
  console.log(
    line(
      `row ${row}`,
      items.filter((each) => each.row === row),
    ),
  );
}
for (const table of ['printed', 'absent', 'none']) {
  console.log(
    line(
      `table ${table}`,
      items.filter((each) => each.table === table),
    ),
  );
}
for (const gaps of [0, 1, 2, 3]) {
  console.log(
    line(
      `gaps ${gaps}${gaps === 3 ? '+' : ''}`,
      items.filter((each) => Math.min(3, each.gaps) === gaps),
    ),
  );
}
console.log(
  line(
    'doubled',
    items.filter((each) => each.doubled),
  ),
);
console.log(
  line(
    'not doubled',
    items.filter((each) => !each.doubled),
  ),
);
for (const confidence of [...new Set(items.map((each) => each.confidence))].sort()) {
  console.log(
    line(
      `rule confidence ${confidence}`,
      items.filter((each) => each.confidence === confidence),
    ),
  );
}
for (const fold of [...new Set(items.map((each) => each.fold))]) {
  console.log(
    line(
      `fold ${fold}`,
      items.filter((each) => each.fold === fold),
    ),
  );
}
console.log(
  line(
    'string in its line',
    items.filter((each) => each.inLine === true),
  ),
);
console.log(
  line(
    'string not in its line',
    items.filter((each) => each.inLine === false),
  ),
);

// The weights through the dev values: the figures of calibration-fit.ts, all folds, then each fold's values scored
// with the weights that did best on the other folds (a small grid), to see how far the choice carries.
const scored = (of: TItem[], weights: TItemWeights) =>
  of.map((each) => ({
    right: each.right,
    confidence: itemConfidence(each.confidence, each, weights),
  }));
console.log(
  summaryLine(
    'rule confidence',
    items.map((each) => ({ right: each.right, confidence: each.confidence })),
  ),
);
console.log(summaryLine('ITEM_WEIGHTS', scored(items, ITEM_WEIGHTS)));
const grid: TItemWeights[] = [];
for (const adds of [0, 0.06, 0.12])
  for (const fails of [0, -0.1, -0.15, -0.25])
    for (const printed of [0, 0.05, 0.1])
      for (const absent of [0, -0.05, -0.1])
        for (const gap of [0, -0.06, -0.12, -0.2]) grid.push({ adds, fails, printed, absent, gap });
const merit = (of: TItem[], weights: TItemWeights) => {
  const values = scored(of, weights);
  const flags = flagged(values);
  return flags.wrongFlagged - flags.rightFlagged + 0.1 * separation(values);
};
const best = (of: TItem[]) =>
  grid.reduce((chosen, weights) => (merit(of, weights) > merit(of, chosen) ? weights : chosen), ITEM_WEIGHTS);
const folds = [...new Set(items.map((each) => each.fold))];
const crossed = folds.flatMap((fold) =>
  scored(
    items.filter((each) => each.fold === fold),
    best(items.filter((each) => each.fold !== fold)),
  ),
);
console.log(summaryLine('grid, cross validated', crossed));
console.log('grid best on all folds', JSON.stringify(best(items)));
