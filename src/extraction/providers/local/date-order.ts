import { namesMonthSecond } from './named-month-order.ts';
import { dateOrderInEffect, type TDateOrder } from './parse-date.ts';

// The one decision per document of the order its dates are written in (03/04/2026: the 3rd of April or the 4th of
// March), made from all its lines and used by every reader of a date (parse-date.ts, `readingDatesAs`).

const DAY_FIRST_SLASH = /(?<![\d/])(1[3-9]|2\d|3[01])\/(0?[1-9]|1[0-2])\/\d{2,4}(?![\d/])/;
const MONTH_FIRST_SLASH = /(?<![\d/])(0?[1-9]|1[0-2])\/(1[3-9]|2\d|3[01])\/\d{2,4}(?![\d/])/;
// "Datum (TT.MM.JJJJ)", "date (dd/mm/yyyy)": a form that states its order.
const STATED_DAY_FIRST = /\b(dd|tt)[./-]mm\b/i;
// A British document (pounds, a postcode: "G72 0BN", "LS10 1QP") writes dates day first; "Ltd" is not British only.
// A postcode opens with one of the UK's postcode areas and ends in letters a postcode may end in (no C, I, K, M, O,
// V), not a memory size: "PS5 1TB" and "S9 4GB" on an American receipt are products.
export const AREAS =
  'AB|AL|BA|BB|BD|BH|BL|BN|BR|BS|BT|CA|CB|CF|CH|CM|CO|CR|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|EC|EH|EN|EX|FK|FY|GL|GU|' +
  'GY|HA|HD|HG|HP|HR|HS|HU|HX|IG|IM|IP|IV|JE|KA|KT|KW|KY|LA|LD|LE|LL|LN|LS|LU|ME|MK|ML|NE|NG|NN|NP|NR|NW|OL|OX|PA|' +
  'PE|PH|PL|PO|PR|RG|RH|RM|SA|SE|SG|SK|SL|SM|SN|SO|SP|SR|SS|ST|SW|SY|TA|TD|TF|TN|TQ|TR|TS|TW|UB|WA|WC|WD|WF|WN|WR|' +
  'WS|WV|YO|ZE|B|E|G|L|M|N|S|W';
const BRITISH = new RegExp(`£|\\bGBP\\b|\\b(?:${AREAS})\\d[A-Z\\d]? \\d(?!GB\\b|TB\\b)[ABD-HJLNP-UW-Z]{2}\\b`);
// Two different German words outside a mail's header: a German document writes slash dates day first ("11/04/2026"
// over "Zwischensumme", "Rückgeld"); a German mail program's "Datum:" over a forwarded American invoice does not.
// Not euros: an English receipt in euros may still write the month first.
const GERMAN =
  /\b(?:MwSt|USt|Rechnung|Datum|Betrag|Uhrzeit|Straße|Kunde|Gesamt|Rückgeld|Zahlung|zahlen)\b|\p{L}summe\b/giu;

type TOrderLine = { text: string; header?: boolean };

function writesGerman(lines: TOrderLine[]): boolean {
  const found = new Set<string>();
  for (const line of lines) {
    for (const match of line.header ? [] : line.text.slice(0, 2000).matchAll(GERMAN)) {
      found.add(match[0].toLowerCase().endsWith('summe') ? 'summe' : match[0].toLowerCase());
      if (found.size >= 2) return true;
    }
  }
  return false;
}

/**
 * The order a document writes its dates in: month first when one of its slash dates can only be so (04/13/2026);
 * else day first when one can only be so (13/04/2026), when it states so ("TT.MM.JJJJ"), when it is British or German,
 * or when its month named in words is every slash date's second part (named-month-order.ts); else undecided.
 */
export function dateOrderOf(lines: TOrderLine[]): TDateOrder | undefined {
  if (lines.some((line) => MONTH_FIRST_SLASH.test(line.text))) {
    return 'month-first';
  }
  const dayFirst =
    lines.some(
      (line) => DAY_FIRST_SLASH.test(line.text) || STATED_DAY_FIRST.test(line.text) || BRITISH.test(line.text),
    ) ||
    writesGerman(lines) ||
    namesMonthSecond(lines);
  return dayFirst ? 'day-first' : undefined;
}

/**
 * Whether the document writes slash dates day first: the order in effect while a document is read (also when it is
 * undecided: a table's few lines do not decide what the whole document left open), else the one of these lines.
 */
export const writesDayFirst = (lines: TOrderLine[]) => dateOrderInEffect(() => dateOrderOf(lines)) === 'day-first';
