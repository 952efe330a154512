// Which misses of the development sets have their truth written inside a sentence rather than beside a label:
// `npx node bench/extraction/sentence-misses.ts [--list]`. Counts them by type of field and by format, to size the
// sentence reader's work. The sealed sets (L, M, P, N, R) are left out before anything is read or printed.

import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';
import { readCached } from './read-cached.ts';
import { compareFields } from './score.ts';
import { inSentence, leafAt, spans, typeOf } from './truth-spans.ts';

const list = process.argv.includes('--list');

const provider = createLocalProvider();
const byType = new Map<string, number>();
const byFormat = new Map<string, number>();
let misses = 0;
let onlySentence = 0;
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
for (const document of buildCorpus().filter((each) => !SEALED_LAYOUTS.has(each.layout))) {
  const text = await readCached(renderDocument(document), document.format === 'png' || document.format === 'scan');
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
  const lines = documentLines([text]);
  for (const field of compareFields(document.truth, response.result)) {
    if (field.correct || field.path.includes('[') || typeof field.expected === 'boolean') {
      continue;
    }
    misses++;
    const found = lines.flatMap((line) => spans(line, field.expected).map((span) => ({ line, span })));
    const sentences = found.filter(({ line, span }) => !line.header && inSentence(line, span));
    if (sentences.length === 0) {
      continue;
    }
    const only = sentences.length === found.length;
    onlySentence += only ? 1 : 0;
    const near = sentences.map(({ line, span }) => line.text.slice(Math.max(0, span[0] - 5), span[1] + 5)).join(' ');
    const type = typeOf(leafAt(document.schema, field.path), field.expected, /[$€£]|EUR|USD|GBP|CHF/.test(near));
    bump(byType, `${type}${only ? '' : ' (also labelled)'}`);
    bump(byFormat, document.format);
    if (list) {
      const line = sentences[0]?.line.text.trim() ?? '';
      console.log(
        `${document.id} ${field.path} [${type}] ${JSON.stringify(field.expected)} got ${JSON.stringify(field.actual)}\n    ${line}`,
      );
    }
  }
}
const total = [...byType.values()].reduce((sum, count) => sum + count, 0);
console.log(
  `\nScalar misses (development sets): ${misses}; truth in a sentence: ${total}, only in sentences: ${onlySentence}`,
);
console.log('By type:', Object.fromEntries([...byType].sort()));
console.log('By format:', Object.fromEntries([...byFormat].sort()));
