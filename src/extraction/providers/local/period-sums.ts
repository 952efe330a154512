// A sum a sentence names only by its period: "Your renewal price is £612.40 for the year, or 12 monthly payments of
// £53.10" for `annual_premium` (the sentence says "price", not "premium", so no noun names it), "pay £31,500 per
// annum" for `annual_salary`. Read after the readers of a sum's noun and verb (sentence-roles.ts), for a field of
// money whose name gives a period: the first sum the period's words follow right after.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';
import { heldByOther, sumsIn } from './sentence-roles.ts';

type TPeriod = { name: RegExp; after: RegExp };

const PERIODS: TPeriod[] = [
  {
    name: /^(?:annual|annually|yearly|jaehrlich\p{L}*|jahres\p{L}+)$/u,
    after: /^(?:for the (?:whole )?year|a year|per year|per annum|p\.\s?a\.|pro jahr|im jahr|jährlich)(?!\p{L})/iu,
  },
  {
    name: /^(?:monthly|monatlich\p{L}*|monats\p{L}+)$/u,
    after: /^(?:a month|per (?:calendar )?month|pcm|pro monat|im monat|monatlich|mtl\.)(?!\p{L})/iu,
  },
  {
    name: /^(?:weekly|woechentlich\p{L}*|wochen\p{L}+)$/u,
    after: /^(?:a week|per week|pro woche|in der woche|wöchentlich)(?!\p{L})/iu,
  },
];

/** Which period (an index into PERIODS) words name ("jahresbeitrag", "monatlich"), or -1. */
export const periodNamed = (words: string[]) => PERIODS.findIndex((each) => words.some((word) => each.name.test(word)));

/** The first sum of the document the field's period follows ("£612.40 for the year"), not held by another field. */
export function sumForPeriod(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  const period = PERIODS.find((each) => words.some((word) => each.name.test(word)));
  if (!period) {
    return null;
  }
  for (const clause of clausesOf(lines)) {
    for (const sum of sumsIn(clause)) {
      const rest = clause.line.text.slice(sum.end, clause.end).trimStart();
      if (period.after.test(rest) && !heldByOther(clause.line, sum.start, sum.end, taken)) {
        return { text: sum.text, line: clause.line, quoteStart: sum.start, quoteEnd: sum.end };
      }
    }
  }
  return null;
}
