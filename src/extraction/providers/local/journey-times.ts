import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findTime } from './parse-values.ts';

// The times of a ticket or a pass no label names (guesses.ts): departure and arrival by their order on the page,
// and the times of something else (boarding, opening hours) that are neither.

// A ticket's times in order: departure first, then arrival ("ab 09:46" … "an 13:50", "10:00  ->  York  11:52").
const DEPARTURE = /^(?:abfahrt\w*|abflug\w*|departs?|departure|dep|boarding)$/;
const ARRIVAL = /^(?:ankunft\w*|arrives?|arrival|arr)$/;

// Times of something else a ticket or pass states ("Boarding 09:10", "opening hours 06:00 - 22:00").
const OTHER_TIME = /^(?:boarding|check|einlass|doors|opening|hours|open|öffnungszeit\w*|oeffnungszeit\w*|geöffnet)$/;

/** Whether the words before a line's first time name another kind of time than the field's. */
export function namesOtherTime(line: TLine, words: string[]): boolean {
  const time = findTime(line.text);
  const before = time
    ? line.text
        .slice(0, time.end)
        .toLowerCase()
        .split(/[^\p{L}]+/u)
    : [];
  return before.some((word) => OTHER_TIME.test(word) && !words.includes(word));
}

/** The first time of the body for a departure, the second for an arrival, when no label names them. */
export function journeyTime(lines: TLine[], words: string[]): TValueSource | null {
  const wanted = words.some((word) => DEPARTURE.test(word)) ? 0 : words.some((word) => ARRIVAL.test(word)) ? 1 : -1;
  let count = 0;
  for (const line of wanted < 0
    ? []
    : lines.filter((candidate) => !candidate.header && !namesOtherTime(candidate, words))) {
    for (let time = findTime(line.text); time; time = findTime(line.text, time.end)) {
      if (count++ === wanted) {
        const text = `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
        return { text, line, quoteStart: 0, quoteEnd: line.text.length };
      }
    }
  }
  return null;
}
