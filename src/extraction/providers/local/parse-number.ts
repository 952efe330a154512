// The first number in a text, German or English notation:
// sign/parenthesis, currency, digits with separators, trailing minus, percent.
// Thousands apart by one space ("12 450,00 €": a reader turns the narrow no-break space U+202F of French and SI
// notation into a plain one): groups of exactly three digits, then a decimal part or a currency, else the digits
// are separate numbers ("2 450" is a quantity and a price; "812 345 678" a registration number). Cells of a row
// are apart by two spaces and more, so a single space never joins two cells.
const SPACED_GROUPS =
  /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2}(?![\d.,])|(?=[ \u00a0\u202f]?(?:[$€£¥]|EUR|USD|CHF|GBP)))/u.source;
// A trailing minus is glued to the amount ("100,00-") or ends it ("100,00 -", or its cell); a dash between single
// blanks with a word or number after it joins a remark or a range ("£26.80 - please pay by …", where text
// recognition read the en dash "–" as "-"; "5 - 7 Tage").
const NUMBER_PATTERN = new RegExp(
  /(\(\s*)?([-−–+]\s*)?(?:(?:[$€£¥]|EUR|USD|CHF|GBP)\s*)?([-−]\s*)?(SPACED|\d[\d.,'’\u00a0\u202f]*\d|\d)(-(?![\d\p{L}])|\s+-(?![\d\p{L}]| [\d\p{L}]))?(\s*\))?/u.source.replace(
    'SPACED',
    SPACED_GROUPS,
  ),
  'u',
);

// Words in small letters after a closing bracket (maybe past a comma): the bracket stood inside a sentence.
const SENTENCE_GOES_ON = /^[,;]?[ \t]{1,3}\p{Ll}/u;

const GROUPED = { '.': /^\d{1,3}(\.\d{3})+$/, ',': /^\d{1,3}(,\d{3})+$/ } as const;
// Indian grouping (lakh, crore): the last three digits, then pairs ("1,23,456.00"); read only with a decimal point,
// so a list of numbers "12,34,567" without one stays unread.
const INDIAN_GROUPED = /^\d{1,2}(,\d{2})+,\d{3}$/;

/**
 * Which separator is the decimal one. Both present: the last one. One kind present more than once:
 * grouping. Exactly one separator followed by exactly three digits (and an integer part other than 0):
 * grouping, so "1.234" (German) and "1,234" (English) both read 1234; amounts with three decimals
 * are rarer than thousands.
 */
function decimalSeparator(digits: string): '.' | ',' | null {
  const dot = digits.lastIndexOf('.');
  const comma = digits.lastIndexOf(',');
  if (dot !== -1 && comma !== -1) {
    return dot > comma ? '.' : ',';
  }
  const separator = dot !== -1 ? '.' : comma !== -1 ? ',' : null;
  if (separator === null || digits.split(separator).length > 2) {
    return null;
  }
  const [integer = '', fraction = ''] = digits.split(separator);
  return fraction.length === 3 && integer !== '0' ? null : separator;
}

function parseDigits(raw: string): number | null {
  const digits = raw.replace(/['’ \u00a0\u202f]/g, '');
  const decimal = decimalSeparator(digits);
  const cut = decimal === null ? digits.length : digits.lastIndexOf(decimal);
  const integer = digits.slice(0, cut);
  const fraction = digits.slice(cut + 1);
  if (/[.,]/.test(fraction)) {
    return null;
  }
  let plain = integer;
  if (/[.,]/.test(integer)) {
    const group = /[.,]/.exec(integer)?.[0] as '.' | ',';
    const indian = group === ',' && decimal === '.' && INDIAN_GROUPED.test(integer);
    if (group === decimal || !(GROUPED[group].test(integer) || indian)) {
      return null;
    }
    plain = integer.replaceAll(group, '');
  }
  const value = Number(fraction ? `${plain}.${fraction}` : plain);
  return Number.isFinite(value) ? value : null;
}

// "1,5 Mio. €", "2.3 million", "4 Mrd.": a word of magnitude after the figure multiplies it ("billion" is left out:
// 10^9 in English, 10^12 in German). A letter alone ("£1.2m",
// "€850k", "$3bn") only glued to an amount with its currency: "2.5 m" is metres, "10 k" anything.
const MAGNITUDE_WORD = /^\s?(?:(mio|million(?:en|s)?)|(mrd|milliarden?|bn)|(tsd|thousand|tausend))(?:\.|(?!\p{L}))/iu;
const MAGNITUDE_LETTER = /^(?:(m)|(bn)|(k))(?![\p{L}\d])/iu;

/** The factor a magnitude after the number gives (1 for none). */
function magnitude(after: string, currency: boolean): number {
  const match = MAGNITUDE_WORD.exec(after) ?? (currency ? MAGNITUDE_LETTER.exec(after) : null);
  return !match ? 1 : match[1] ? 1e6 : match[2] ? 1e9 : 1e3;
}

/** Letters text recognition confuses with digits, read as digits between digits ("1O0,5O" is 100,50). */
const ocrDigits = (text: string) =>
  text.replace(/(?<=\d[.,]?)[Oo](?=[\d.,]|$)|(?<=\d[.,]?)[lI|](?=\d)/g, (char) => (/[Oo]/.test(char) ? '0' : '1'));

/**
 * Reads the first number in `text`: "1.234,56 €", "$1,234.56", "-5", "(12.50)", "19 %", "100,00-".
 * Percentages keep the written value (19 % → 19).
 */
export function parseNumber(text: string): number | null {
  const readable = ocrDigits(text);
  const pattern = new RegExp(NUMBER_PATTERN.source, 'gu');
  let match = pattern.exec(readable);
  // "GS-2026-031", "A4", "E10": digits glued to letters belong to a code, not an amount; read on after it
  // ("x2" is a count: the letter is a times sign.)
  const glued = (before: string) => /\p{L}[-/]?$/u.test(before) && !/(?<!\p{L})[xX]$/u.test(before);
  // "2-3 days", "2026-03-12", "0531-12345": a range, ISO date or phone number is no single amount either; nor is
  // a date of a month's name between dashes ("12-Mar-26", "03/Mar/2026"), whose dash is no trailing minus, nor the
  // hour of a clock ("22:17" atop a cash machine's slip is no amount of 22; durations "0:48 h" are read before).
  // "5W-30", "10W-40": an oil's grade, a capital and a dash between digits, is a code too (rows30: 5 litres).
  const joined = (found: RegExpExecArray) =>
    /^(?:[-–/]\d|[-/]\p{L}{3}\.?[-/]\d|:[0-5]\d(?!\d)|\p{Lu}[-–]\d)/u.test(
      readable.slice(found.index + found[0].length),
    );
  const skip = (found: RegExpExecArray) =>
    (glued(readable.slice(0, found.index)) && !/^[$€£¥]|^[A-Z]{3}/.test(found[0])) || joined(found);
  while (match && skip(match)) {
    pattern.lastIndex = match.index + match[0].length;
    // Skip the rest of the code: "GS-2026-031" is one code, not "GS-2026" and the amount -31.
    const code = /^[\p{L}\d]*(?:[-–/.:][\p{L}\d]+)*/u.exec(readable.slice(pattern.lastIndex))?.[0] ?? '';
    pattern.lastIndex += code.length;
    match = pattern.exec(readable);
  }
  if (!match) {
    return null;
  }
  const [, open, sign, innerSign, digits = '', trailingMinus, close] = match;
  // "1,789 €/l", "0,314 EUR/kWh": a price per unit often has three decimals; the comma is decimal then.
  const after = readable.slice(match.index + match[0].length);
  const perUnit = /^\s*(?:€|EUR)\s*\/\s*\p{L}/u.test(after);
  // "3,450 % p.a.", "4.125%": an interest rate has three decimals as often; no rate of thousands of per cent.
  const rate = /^\s*%/.test(after) && /^\d{1,2}[.,]\d{3}$/.test(digits);
  const value = (perUnit && /^\d,\d{3}$/.test(digits)) || rate ? Number(digits.replace(',', '.')) : parseDigits(digits);
  if (value === null) {
    return null;
  }
  // "(1,234.50)" is a debit, "The total (EUR 1,234.50) will be charged …" a remark in brackets: the sentence goes on.
  const bracketed = Boolean(open && close) && !SENTENCE_GOES_ON.test(after);
  const minus = /[-−–]/.test(sign ?? '') || Boolean(innerSign) || Boolean(trailingMinus) || bracketed;
  // The sign's blanks stay in its optional group: `\s*[-]?\s*` split a long blank run of the match two ways (review18).
  const scaled = value * magnitude(after, /^\(?\s*(?:[-−–+]\s*)?(?:[$€£¥]|[A-Z]{3})/u.test(match[0]));
  return minus ? -scaled : scaled;
}
