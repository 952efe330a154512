// Quick look at the development set dates23 alone (its misses and extras), without the whole eval.
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { DEV_DATES23 } from './corpus/dev-dates23.ts';
import { renderDocument } from './corpus/render.ts';
import { readCached } from './read-cached.ts';
import { compareFields, extraFields, valueAt } from './score.ts';

const provider = createLocalProvider();
let correct = 0;
let total = 0;
for (const document of DEV_DATES23) {
  const image = document.format === 'png' || document.format === 'scan';
  const text = await readCached(renderDocument(document), image, 'clean');
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
  const fields = compareFields(document.truth, response.result);
  correct += fields.filter((field) => field.correct).length;
  total += fields.length;
  const misses = fields.filter((field) => !field.correct);
  const extras = extraFields(document.truth, response.result);
  if (misses.length + extras.length > 0) {
    console.log(`\n${document.id} (${document.format})`);
    for (const field of misses) {
      console.log(`  ${field.path}: expected ${JSON.stringify(field.expected)}, got ${JSON.stringify(field.actual)}`);
    }
    for (const path of extras) {
      console.log(`  ${path}: extra ${JSON.stringify(valueAt(response.result, path))}`);
    }
  }
}
console.log(`\ndev dates23: ${correct}/${total}`);
