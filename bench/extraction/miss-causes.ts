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
import { DEV_ARRAYS13_LAYOUT } from './corpus/dev-arrays13.ts';
import { DEV_GRID_LAYOUT } from './corpus/dev-grid11.ts';
import { DEV_NOLABEL_LAYOUT } from './corpus/dev-nolabel12.ts';
import { DEV_NOLABEL13_LAYOUT } from './corpus/dev-nolabel13.ts';
import { DEV_NOLABEL13B_LAYOUT } from './corpus/dev-nolabel13b.ts';
import { DEV_NOLABEL14_LAYOUT } from './corpus/dev-nolabel14.ts';
import { DEV_SENTENCES_LAYOUT } from './corpus/dev-sentences11.ts';
import { DEV_SENTENCES12_LAYOUT } from './corpus/dev-sentences12.ts';
import { DEV_SENTENCES13_LAYOUT } from './corpus/dev-sentences13.ts';
import { DEV_SENTENCES13B_LAYOUT } from './corpus/dev-sentences13b.ts';
import { DEV_WRONG12_LAYOUT } from './corpus/dev-wrong12.ts';
import { FRESH_D_LAYOUT } from './corpus/fresh-d.ts';
import { FRESH_H_LAYOUT } from './corpus/fresh-h.ts';
import { FRESH_I_LAYOUT } from './corpus/fresh-i.ts';
import { FRESH_K_LAYOUT } from './corpus/fresh-k.ts';
import { FRESH_L_LAYOUT } from './corpus/fresh-l.ts';
import { FRESH_M_LAYOUT } from './corpus/fresh-m.ts';
import { FRESH_N_LAYOUT } from './corpus/fresh-n-schemas.ts';
import { FRESH_P_LAYOUT } from './corpus/fresh-p.ts';
import { FRESH_Q_LAYOUT } from './corpus/fresh-q.ts';
import { FRESH_R_LAYOUT } from './corpus/fresh-r.ts';
import { FRESH_S_LAYOUT } from './corpus/fresh-s.ts';
import { FRESH_U_LAYOUT } from './corpus/fresh-u.ts';
import { renderDocument } from './corpus/render.ts';
import { readCached } from './read-cached.ts';
import { compareFields } from './score.ts';
import { inSentence, leafAt, spans, typeOf } from './truth-spans.ts';

const SETS: [string, number, boolean][] = [
  ['D', FRESH_D_LAYOUT, false],
  ['H', FRESH_H_LAYOUT, false],
  ['I', FRESH_I_LAYOUT, false],
  ['K', FRESH_K_LAYOUT, false],
  ['Q', FRESH_Q_LAYOUT, false],
  ['S11', DEV_SENTENCES_LAYOUT, false],
  ['S12', DEV_SENTENCES12_LAYOUT, false],
  ['S13', DEV_SENTENCES13_LAYOUT, false],
  ['S13b', DEV_SENTENCES13B_LAYOUT, false],
  ['grid', DEV_GRID_LAYOUT, false],
  ['nolabel12', DEV_NOLABEL_LAYOUT, false],
  ['nolabel13', DEV_NOLABEL13_LAYOUT, false],
  ['nolabel13b', DEV_NOLABEL13B_LAYOUT, false],
  ['nolabel14', DEV_NOLABEL14_LAYOUT, false],
  ['wrong12', DEV_WRONG12_LAYOUT, false],
  ['arrays13', DEV_ARRAYS13_LAYOUT, false],
  ['L', FRESH_L_LAYOUT, true],
  ['M', FRESH_M_LAYOUT, true],
  ['P', FRESH_P_LAYOUT, true],
  ['N', FRESH_N_LAYOUT, true],
  ['R', FRESH_R_LAYOUT, true],
  ['S', FRESH_S_LAYOUT, true],
  ['U', FRESH_U_LAYOUT, true],
];
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
