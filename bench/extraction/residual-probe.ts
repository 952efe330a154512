// For one development set: each field the extractor leaves empty or wrong, the certain label/value pairs of its
// document with the field's name affinity (name-affinity.ts), to see which printed label a reader would link.
// `npx node bench/extraction/residual-probe.ts --set-layout 47 [--id PREFIX]`; sealed sets are refused.

import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { scalarFields } from '../../src/extraction/providers/local/learned-candidates.ts';
import { labelValuePairs } from '../../src/extraction/providers/local/learned-pairs.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { nameAffinity } from '../../src/extraction/providers/local/name-affinity.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import { readCached } from './read-cached.ts';
import { compareFields } from './score.ts';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const layout = Number(arg('--set-layout') ?? 47);
if (SEALED_LAYOUTS.has(layout)) {
  throw new Error('Sealed sets are never probed');
}
const prefix = arg('--id') ?? '';
const provider = createLocalProvider();
for (const document of buildCorpus().filter((each) => each.layout === layout && each.id.includes(prefix))) {
  const text = await readCached(renderDocument(document), document.format === 'png' || document.format === 'scan');
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
  const misses = compareFields(document.truth, response.result).filter((field) => !field.correct);
  const pairs = labelValuePairs(documentLines([text])).filter((pair) =>
    ['colon', 'cell', 'column'].includes(pair.kind),
  );
  const fields = scalarFields(document.schema);
  for (const miss of misses) {
    const field = fields.find((each) => each.path === miss.path);
    if (!field) continue;
    const scored = pairs
      .map((pair) => ({ pair, score: nameAffinity(field, pair.words) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 2)
      .map(({ pair, score }) => `${score.toFixed(2)} ${pair.kind} "${pair.label}" -> "${pair.value.text}"`);
    console.log(`${document.id} ${miss.path} want ${JSON.stringify(miss.expected)} got ${JSON.stringify(miss.actual)}`);
    console.log(`    ${scored.join('\n    ')}`);
  }
}
