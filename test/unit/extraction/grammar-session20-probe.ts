// Run by grammar-session20.test.ts in a guarded thread: every shared pattern of session 20's grammar modules tried on
// one text as its readers use it (`test` on a cell or part; the bounded parts embedded at a line's end).
import * as dates from '../../../src/extraction/providers/local/date-shapes.ts';
import * as marks from '../../../src/extraction/providers/local/list-marks.ts';
import * as money from '../../../src/extraction/providers/local/money-patterns.ts';

const regexps = (module: object) => Object.values(module).filter((value): value is RegExp => value instanceof RegExp);
const parts = (module: object) => Object.values(module).filter((value): value is string => typeof value === 'string');

/** How many of the patterns match the text: the answer matters less than that there is one. */
export function matchesOf(text: string): number {
  const patterns = [
    ...regexps(money),
    ...regexps(marks),
    ...regexps(dates),
    // A part as schedule-lines.ts ends a line with one: "… Miete März 850,00".
    ...[...parts(money), ...parts(dates)].map((part) => new RegExp(String.raw`\s(-?${part})$`, 'u')),
  ];
  return patterns.filter((pattern) => {
    pattern.lastIndex = 0;
    // summary-rows.ts tries a trailing sum on a cell's last 40 characters only (AMOUNT_ROOM): from each blank of a
    // longer run of single-spaced digits it ran to the end of the cell.
    return pattern.test(pattern === money.TRAILING_SUM ? text.slice(-40) : text);
  }).length;
}
