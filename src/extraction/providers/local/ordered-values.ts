import { candidatesFor } from './candidates.ts';
import { findLabelMatches } from './find-labelled.ts';
import type { TLabelMatch } from './label-match.ts';
import type { TLine } from './lines.ts';
import { labelWords } from './words.ts';

// Words that make a field the first or the last of its kind on a statement: the old balance is printed before the
// bookings, the new one after them ("Kontostand am 28.02. … Kontostand am 31.03.", "Saldo … Saldo").
const FIRST =
  /^(?:old|previous|prior|opening|starting|beginning|alt|alte|alter|altes|alten|vorherig\p{L}*|bisherig\p{L}*)$/u;
const LAST = /^(?:new|current|closing|ending|final|neu|neue|neuer|neues|neuen|aktuell\p{L}*|jetzig\p{L}*)$/u;

/**
 * The first or the last value of the label the rest of a field's name is ("alter_kontostand" of two
 * "Kontostand am …" lines): where a document writes one label twice, its order tells the old from the new.
 * Only when the label gives values on two lines and more.
 */
export function orderedOccurrence(lines: TLine[], words: string[], wantsDate: boolean): TLabelMatch | null {
  const [order, ...rest] = words;
  const last = LAST.test(order ?? '');
  if (!order || rest.length === 0 || (!last && !FIRST.test(order))) {
    return null;
  }
  const matches = findLabelMatches(lines, candidatesFor({ name: rest.join('_') }), { wantsDate })
    .filter((match) => match.value !== null && !lines[match.lineIndex]?.header)
    .sort((a, b) => a.lineIndex - b.lineIndex);
  // The same label twice, its dates aside ("Kontostand am 28.02." / "Kontostand am 31.03."), not two labels alike.
  const labelOf = (match: TLabelMatch) => {
    const line = lines[match.lineIndex] as TLine;
    const at = match.value ? line.text.indexOf(match.value.text, match.value.quoteStart) : -1;
    return labelWords(line.text.slice(0, Math.max(0, at)))
      .filter((word) => !/\d/.test(word))
      .join(' ');
  };
  const repeated = matches.filter((match) => {
    const label = labelOf(match);
    return label !== '' && matches.some((other) => other.lineIndex !== match.lineIndex && labelOf(other) === label);
  });
  return (last ? repeated.at(-1) : repeated[0]) ?? null;
}
