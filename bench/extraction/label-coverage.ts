// How many (field, label) pairs of the domain fixture the local extractor's label matching links, and how many
// labels of another field of the same kind it links wrongly. `npx node bench/extraction/label-coverage.ts [--misses]
// [--unseen | --holdout | --money12 | --money12b | --goods12]` (`--unseen`: the session-11 fixture written before the
// label lexicon; `--holdout`: one written after its first version and never tuned on; `--money12`: session 12's
// banking, tax, payroll, insurance and accounting fields, some nested; `--money12b`: a second one written after the
// first vocabulary pass; `--goods12`: session 12's goods, services and public sector, label-coverage-goods12.ts;
// `--domains13`: session 13's insurance, healthcare, property, legal and public authority, education and energy,
// label-coverage-domains13.ts; `--domains13b`: session 13's logistics, travel, telecom and IT, payroll, automotive and
// events, label-coverage-domains13b.ts; `--domains16`: session 16's insurance, tenancy, tax and municipal, medical,
// customs, travel, car, school and club, payslip, utility, loan and donation labels, label-coverage-domains16.ts).
import { DOMAINS13_LABEL_COVERAGE } from '../../test/unit/extraction/local/label-coverage-domains13.ts';
import { DOMAINS13B_LABEL_COVERAGE } from '../../test/unit/extraction/local/label-coverage-domains13b.ts';
import { DOMAINS16_LABEL_COVERAGE } from '../../test/unit/extraction/local/label-coverage-domains16.ts';
import { coveragePairs, linksLabel } from '../../test/unit/extraction/local/label-coverage-fixture.ts';
import { GOODS12_LABEL_COVERAGE, linksNestedLabel } from '../../test/unit/extraction/local/label-coverage-goods12.ts';
import { HOLDOUT_LABEL_COVERAGE } from '../../test/unit/extraction/local/label-coverage-holdout.ts';
import {
  linksMoneyLabel,
  MONEY_LABEL_COVERAGE,
  MONEY_LABEL_COVERAGE_B,
} from '../../test/unit/extraction/local/label-coverage-money12.ts';
import { UNSEEN_LABEL_COVERAGE } from '../../test/unit/extraction/local/label-coverage-unseen.ts';

const table = process.argv.includes('--unseen')
  ? UNSEEN_LABEL_COVERAGE
  : process.argv.includes('--holdout')
    ? HOLDOUT_LABEL_COVERAGE
    : process.argv.includes('--money12')
      ? MONEY_LABEL_COVERAGE
      : process.argv.includes('--money12b')
        ? MONEY_LABEL_COVERAGE_B
        : process.argv.includes('--goods12')
          ? GOODS12_LABEL_COVERAGE
          : process.argv.includes('--domains13')
            ? DOMAINS13_LABEL_COVERAGE
            : process.argv.includes('--domains13b')
              ? DOMAINS13B_LABEL_COVERAGE
              : process.argv.includes('--domains16')
                ? DOMAINS16_LABEL_COVERAGE
                : undefined;
// The session-12 tables name nested fields by their path (`account.iban`, `shipper.name`).
const links =
  table === MONEY_LABEL_COVERAGE || table === MONEY_LABEL_COVERAGE_B
    ? linksMoneyLabel
    : table === GOODS12_LABEL_COVERAGE || table === DOMAINS13_LABEL_COVERAGE || table === DOMAINS13B_LABEL_COVERAGE
      ? linksNestedLabel
      : linksLabel;
const { own, foreign } = coveragePairs(table);
const missed = own.filter(([, field, label]) => !links(field, label));
const wrong = foreign.filter(([, field, label]) => links(field, label));
const byKind = new Map<string, [number, number]>();
for (const [kind, field, label] of own) {
  const [linked = 0, all = 0] = byKind.get(kind) ?? [];
  const miss = missed.some((each) => each[1] === field && each[2] === label && each[0] === kind);
  byKind.set(kind, [linked + (miss ? 0 : 1), all + 1]);
}
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
console.log(
  `linked ${own.length - missed.length} of ${own.length} (${percent(own.length - missed.length, own.length)})`,
);
console.log(`wrong links ${wrong.length} of ${foreign.length} foreign pairs`);
for (const [kind, [linked, all]] of byKind) {
  console.log(`  ${kind.padEnd(32)} ${linked}/${all}`);
}
if (process.argv.includes('--misses')) {
  for (const [kind, field, label] of missed) {
    console.log(`MISS  ${kind} | ${field} | ${label}`);
  }
  for (const [kind, field, label] of wrong) {
    console.log(`WRONG ${kind} | ${field} | ${label}`);
  }
}
