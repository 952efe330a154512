import type { TValueSource } from './label-match.ts';
import { isBlank, looksLabelled, type TLine } from './lines.ts';
import { findDate } from './parse-date.ts';

// `year`, `tax_year`, `jahr`, `veranlagungsjahr`: a field holding a calendar year.
const YEAR_WORD = /^(?:year|jahr|\p{L}{3,}jahr)$/u;
// Years of a thing rather than of the document's period: a model's, a building's, a person's.
const THING_YEAR = /^(?:model|modell|bau|baujahr|built|construction|birth|geburt\w*|geburtsjahr|manufacture\w*)$/u;
// `netto_jahr`, `grundpreis_jahr`: an amount per year, not a year.
const AMOUNT_WORD =
  /^(?:netto|brutto|\p{L}*preis|\p{L}*betrag|\p{L}*kosten|\p{L}*gebuehr|\p{L}*summe|price|cost|fee|amount|net|gross|total|pay|salary|gehalt|lohn|verbrauch|consumption|usage|\p{L}*entgelt)$/u;
const YEAR = /(?<![\d.,/-])(?:19|20)\d{2}(?![\d.,]|\/\d{1,2}[./])/u;
// A title names the document's kind: "Bescheid über Abfallgebühren 2026", "Jahresabrechnung 2025", "Tax summary".
const TITLE_KIND =
  /(?:bescheid|abrechnung|rechnung|statement|summary|notice|bill|invoice|return|report|bericht|erklärung|erklaerung|bescheinigung|certificate|übersicht|uebersicht|festsetzung|mitteilung|information|nachweis|assessment)/iu;
const TITLE_LINES = 8;
const TITLE_WORDS = 8;

/** Whether a number field's name asks for a calendar year (not a thing's year: `model_year`, `baujahr`). */
export function namesYear(words: string[]): boolean {
  return (
    YEAR_WORD.test(words.at(-1) ?? '') &&
    !words.some((word) => THING_YEAR.test(word)) &&
    !words.slice(0, -1).some((word) => AMOUNT_WORD.test(word))
  );
}

/**
 * A year field's value: the first year written alone in the text ("Steuerjahr 2024", "2025/26" → 2025), none in a
 * date's place ("Policy year: 1 July 2025 – 30 June 2026" states a period, not one year).
 */
export function yearIn(text: string): number | null {
  const year = YEAR.exec(text);
  return year && !findDate(text) ? Number(year[0]) : null;
}

/**
 * The year a document's title names, for a year field no label gives: "Bescheid über Abfallgebühren 2026",
 * "2025 PROPERTY TAX STATEMENT". A title is one of the first lines, of a few words naming a kind of document (or in
 * capitals), with no other digits, no label and no sentence.
 */
export function yearInTitle(lines: TLine[]): TValueSource | null {
  const opening = lines.filter((line) => !line.header && !isBlank(line)).slice(0, TITLE_LINES);
  for (const line of opening) {
    const text = line.text.trim();
    const year = YEAR.exec(line.text);
    const rest = year ? `${line.text.slice(0, year.index)} ${line.text.slice(year.index + 4)}` : '';
    const words = rest.split(/\s+/).filter((word) => /\p{L}/u.test(word));
    const titled = TITLE_KIND.test(rest) || (rest.toUpperCase() === rest && words.length >= 2);
    if (
      year &&
      titled &&
      words.length >= 1 &&
      words.length <= TITLE_WORDS &&
      !/[\d:]/.test(rest) &&
      !looksLabelled(text) &&
      !/[.!?]$/.test(text)
    ) {
      return { text: year[0], line, quoteStart: year.index, quoteEnd: year.index + 4 };
    }
  }
  return null;
}

// "für das Kalenderjahr 2024", "for the tax year 2024", "im Jahr 2025": a year a sentence names as the period's.
const YEAR_OF_PERIOD =
  /\b(?:für|fuer|for|im|in)\s+(?:(?:das|the|dem)\s+)?(?:(?:kalender|steuer|veranlagungs|geschäfts|wirtschafts|tax|calendar|financial|fiscal)?(?:jahr|year)\s+)((?:19|20)\d{2})(?![\d.,/-])/iu;

/** The year a sentence names as a period's ("für das Kalenderjahr 2024"), or the title's, for a year field. */
export function yearOfPeriod(lines: TLine[]): TValueSource | null {
  const titled = yearInTitle(lines);
  if (titled) {
    return titled;
  }
  for (const line of lines.filter((each) => !each.header)) {
    const match = YEAR_OF_PERIOD.exec(line.text);
    if (match?.[1]) {
      const at = match.index + match[0].length - 4;
      return { text: match[1], line, quoteStart: at, quoteEnd: at + 4 };
    }
  }
  return null;
}
