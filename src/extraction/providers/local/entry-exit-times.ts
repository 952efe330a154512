// A car-park ticket's "IN 14:32 / OUT 17:05" or "EIN 08:12   AUS 11:47": the times of entry and exit under the
// short words no label list holds (they are a preposition elsewhere), for `entry_time`/`exit_time`, `einfahrt`/
// `ausfahrt`. Only where the document prints both sides: a lone "In 10:00" is no ticket's entry.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

// The side's word in capitals or capitalised (never the lower-case preposition), a time of day after it.
const SIDE_TIME = /(?<![\p{L}\d])(IN|In|OUT|Out|EIN|Ein|AUS|Aus)\s{0,3}:?\s{0,3}(\d{1,2}[:.]\d{2})(?![\d:.]?\d)/gu;
const ENTRY_FIELD = /^(?:entry|entered|einfahrt|eingang|einfahrtszeit|in|ein)$/u;
const EXIT_FIELD = /^(?:exit|exited|ausfahrt|ausgang|ausfahrtszeit|out|aus)$/u;
// The field names a time or is the side's word alone (`einfahrt`, `entry_time`, `time_out`).
const TIME_WORD = /^(?:time|zeit|uhrzeit|at)$/u;

/** The entry or exit time a field names, from a line printing both "IN hh:mm" and "OUT hh:mm". */
export function entryExitTime(lines: TLine[], words: string[]): TValueSource | null {
  const entry = words.some((word) => ENTRY_FIELD.test(word));
  const exit = words.some((word) => EXIT_FIELD.test(word));
  const rest = words.filter((word) => !ENTRY_FIELD.test(word) && !EXIT_FIELD.test(word));
  if (entry === exit || !rest.every((word) => TIME_WORD.test(word))) {
    return null;
  }
  let source: TValueSource | null = null;
  for (const line of lines) {
    if (line.header || line.text.length > 200) {
      continue;
    }
    const sides = [...line.text.matchAll(SIDE_TIME)];
    const ins = sides.filter((side) => /^(?:in|ein)$/i.test(side[1] ?? ''));
    const outs = sides.filter((side) => /^(?:out|aus)$/i.test(side[1] ?? ''));
    const own = (entry ? ins : outs)[0];
    const time = own?.[2];
    if (ins.length !== 1 || outs.length !== 1 || !own || !time) {
      continue;
    }
    if (source && source.text !== time) {
      return null;
    }
    const start: number = own.index + own[0].length - time.length;
    source ??= { text: time, line, quoteStart: start, quoteEnd: start + time.length };
  }
  return source;
}
