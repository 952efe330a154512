import { linksLabel } from '/work/wt-lexicon13b/test/unit/extraction/local/label-coverage-fixture.ts';
import { candidatesFor } from '/work/wt-lexicon13b/src/extraction/providers/local/candidates.ts';
const [field, ...labels] = process.argv.slice(2);
console.log(JSON.stringify(candidatesFor({ name: field! })).slice(0, 1500));
for (const l of labels) console.log(l, linksLabel(field!, l));
