// How many (field, label) pairs of the SEALED label table the local extractor's label matching links, and how many
// labels of another field of the same kind it links wrongly. Aggregates only, by design: printing a pair would let it
// be tuned on, and the table is the measure of label matching on labels nobody tuned on.
// `npx node bench/extraction/label-coverage-sealed.ts`
import { coveragePairs, linksLabel } from '../../test/unit/extraction/local/label-coverage-fixture.ts';
import { SEALED_LABEL_PAIRS } from './corpus/fresh-r-labels.ts';

const { own, foreign } = coveragePairs(SEALED_LABEL_PAIRS);
const linked = own.filter(([, field, label]) => linksLabel(field, label));
const wrong = foreign.filter(([, field, label]) => linksLabel(field, label));
const byKind = new Map<string, [number, number]>();
for (const triple of own) {
  const [kindLinked = 0, all = 0] = byKind.get(triple[0]) ?? [];
  byKind.set(triple[0], [kindLinked + (linked.includes(triple) ? 1 : 0), all + 1]);
}
const fields = new Set(own.map(([kind, field]) => `${kind}\u0000${field}`)).size;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
console.log(`sealed label pairs: ${byKind.size} kinds, ${fields} fields`);
console.log(`linked ${linked.length} of ${own.length} (${percent(linked.length, own.length)})`);
console.log(
  `wrong links ${wrong.length} of ${foreign.length} foreign pairs (${percent(wrong.length, foreign.length)})`,
);
for (const [kind, [kindLinked, all]] of byKind) {
  console.log(`  ${kind.padEnd(32)} ${kindLinked}/${all}`);
}
