// The residual fallback's view of a development set's misses: for each field the extractor left empty or got wrong,
// the label/value pairs holding the truth and how near each label comes to the field (name-affinity.ts).
// `npx node bench/extraction/label-affinity-probe.ts --set labels20` (development sets only; sealed sets are refused).

import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { learnedField } from '../../src/extraction/providers/local/learned-features.ts';
import { labelValuePairs } from '../../src/extraction/providers/local/learned-pairs.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { nameAffinity } from '../../src/extraction/providers/local/name-affinity.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { NAMED_SETS } from './eval-sets.ts';
import { readCached } from './read-cached.ts';
import { compareFields } from './score.ts';
import { leafAt } from './truth-spans.ts';

const name = process.argv[process.argv.indexOf('--set') + 1];
const set = NAMED_SETS.find((each) => each.causes === name);
if (!set || set.sealed) {
  throw new Error('a development set by its miss-causes name, never a sealed one');
}
const provider = createLocalProvider();
for (const document of buildCorpus().filter((each) => each.layout === set.layout)) {
  const text = await readCached(renderDocument(document), document.format === 'png' || document.format === 'scan');
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
  const lines = documentLines([text]);
  const pairs = labelValuePairs(lines);
  for (const field of compareFields(document.truth, response.result)) {
    if (field.correct || field.path.includes('[')) {
      continue;
    }
    const leaf = leafAt(document.schema, field.path);
    if (!leaf) {
      continue;
    }
    const learned = learnedField(leaf, field.path);
    const truth = String(field.expected);
    const holding = pairs.filter((pair) => pair.value.text.includes(truth.slice(0, 4)));
    console.log(`${document.id} ${field.path} = ${truth} (got ${String(field.actual)})`);
    for (const pair of holding.slice(0, 4)) {
      console.log(
        `   [${pair.kind}] ${pair.words.join(' ')} -> ${pair.value.text}  affinity ${nameAffinity(learned, pair.words)}`,
      );
    }
  }
}
