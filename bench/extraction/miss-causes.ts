// Why the scalar fields the extractor missed were missed, counted per set: `npx node bench/extraction/miss-causes.ts
// [--list]`. A miss is (1) "not in text": the truth is nowhere in the text the reader produced (a reader loss, or a
// value the document does not write as such); (2) "label, right value": the field's label matching finds a label
// whose value is the truth, and a later step lost or replaced it; (3) "label elsewhere": a label of the field is
// found, but not beside the truth; (4) "in a sentence": no label, the truth stands in running text; (5) "no label":
// the truth is in the text and none of its labels links the field (a vocabulary or layout gap). Counts only for the
// sealed sets; `--list` prints the development sets' misses.
import { candidatesFor } from '../../src/extraction/providers/local/candidates.ts';
import { findLabelMatches } from '../../src/extraction/providers/local/find-labelled.ts';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { NAMED_SETS } from './eval-sets.ts';
import { readCached } from './read-cached.ts';
import { compareFields } from './score.ts';
import { inSentence, leafAt, spans, typeOf } from './truth-spans.ts';

// The rows of eval-sets.ts with a name here: the development sets first, then the sealed ones (counts only).
const SETS: [string, number, boolean][] = [false, true].flatMap((sealed) =>
  NAMED_SETS.filter((set) => set.causes && Boolean(set.sealed) === sealed).map((set): [string, number, boolean] => [
    set.causes as string,
    set.layout,
    sealed,
  ]),
);
const CAUSES = ['not in text', 'label, right value', 'label elsewhere', 'in a sentence', 'no label'];
const list = process.argv.includes('--list');
// --set NAME reads one set only (a development set's misses without computing the sealed sets' counts).
const only = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : undefined;
const provider = createLocalProvider();
const counts = new Map<string, Map<string, number>>();
const bump = (set: string, key: string) => {
  const map = counts.get(set) ?? new Map<string, number>();
  counts.set(set, map.set(key, (map.get(key) ?? 0) + 1));
};

for (const document of buildCorpus()) {
  const [set, , sealed] = SETS.find(([, layout]) => layout === document.layout) ?? [];
  if (!set || (only !== undefined && set !== only)) {
    continue;
  }
  const text = await readCached(renderDocument(document), document.format === 'png' || document.format === 'scan');
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
  const lines = documentLines([text]);
  for (const field of compareFields(document.truth, response.result)) {
    if (field.correct || field.path.includes('[') || typeof field.expected === 'boolean') {
      continue;
    }
    const leaf = leafAt(document.schema, field.path);
    const parentName = field.path.split('.').at(-2);
    const found = lines.flatMap((line, lineIndex) => spans(line, field.expected).map((span) => ({ lineIndex, span })));
    const candidates = candidatesFor({ name: leaf?.name ?? '', parentName, description: leaf?.description });
    const wantsDate = leaf?.type === 'string' && leaf.format === 'date';
    const matches = findLabelMatches(lines, candidates, { wantsDate });
    const onTruth = matches.some((match) =>
      found.some(({ lineIndex, span }) => {
        const value = match.value;
        return (
          value !== null && value.line === lines[lineIndex] && value.quoteStart <= span[0] && value.quoteEnd >= span[1]
        );
      }),
    );
    const cause =
      found.length === 0
        ? 'not in text'
        : onTruth
          ? 'label, right value'
          : matches.length > 0
            ? 'label elsewhere'
            : found.some(({ lineIndex, span }) => inSentence(lines[lineIndex] as never, span))
              ? 'in a sentence'
              : 'no label';
    const missing = field.actual === null || field.actual === undefined;
    const type = typeOf(leaf, field.expected, false);
    bump(set, `${missing ? 'missing' : 'wrong'} ${cause}`);
    bump(set, `type ${type}`);
    if (list && !sealed) {
      const where = found[0] ? lines[found[0].lineIndex]?.text.trim() : '';
      console.log(
        `${document.id} ${field.path} [${type}, ${cause}] ${JSON.stringify(field.expected)} got ${JSON.stringify(field.actual)}\n    ${where}`,
      );
    }
  }
}
for (const [set] of SETS) {
  const map = counts.get(set) ?? new Map();
  const row = (kind: string) =>
    CAUSES.map((cause) => `${String(map.get(`${kind} ${cause}`) ?? 0).padStart(3)}`).join(' ');
  const types = [...map].filter(([key]) => key.startsWith('type ')).map(([key, n]) => `${key.slice(5)} ${n}`);
  console.log(`${set}  missing ${row('missing')} | wrong ${row('wrong')} | ${types.join(', ')}`);
}
console.log(`columns: ${CAUSES.join(' / ')}`);
