import { escapeRegExp } from '../../escape-regexp.ts';
import { checkedLabels } from './checkboxes.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { opensCompound, wordsOfOption } from './option-words.ts';

// A description that lists what the value may be: "'Nachzahlung' oder 'Guthaben'", "refund or balance owing",
// "one of: in_transit, out_for_delivery, delivered, exception", "completed, pending or failed".
const LEAD = /^\s*(?:one of|either|eines von|entweder)\s*:?\s*/iu;
// Linear (cellsplit18): blanks matched from their run's first blank only (`(?<!\s)`), not from each blank.
const SEPARATORS = /(?<!\s)\s*(?:,|\||\/|\bor\b|\boder\b)\s*|(?:,|\||\/|\bor\b|\boder\b)\s*/iu;
const OPTION = /^['"‘’„“”]?([\p{L}_-]+(?: [\p{L}_-]+){0,2})['"‘’„“”]?$/u;
// "Firma, die bestellt", "Person, who signs": a clause after the comma describes the noun before it, it lists nothing.
const CLAUSE_OPENING = /^(?:der|die|das|den|dem|deren|dessen|welche[rsnm]?|wo|which|who|whom|whose|that|where)$/iu;

/** The alternatives a field's description lists, or null when it is no such list. */
export function alternativesOf(description = ''): string[] | null {
  const parts = description.replace(LEAD, '').trim().split(SEPARATORS).filter(Boolean);
  const options = parts.map((part) => OPTION.exec(part.trim())?.[1]);
  const clause = options.some((option) => CLAUSE_OPENING.test(option?.split(' ')[0] ?? ''));
  if (parts.length < 2 || options.some((option) => !option) || clause) {
    return null;
  }
  return options as string[];
}

const wordsPattern = (phrase: string) =>
  phrase
    .split(/[_\s-]+/)
    .map(escapeRegExp)
    .join('[\\s_-]+');

const PAYING = /(?<!\p{L})(?:paid|payment|pay|zahlung|bezahlt|gezahlt|zahlart|zahlungsart|zahlweise)(?!\p{L})/iu;

/**
 * Where in `text` an alternative is written, as words ("in_transit" as "in transit"), by the document's words for it
 * ("Überweisung" for `bank_transfer`, "VISA" for `card`, option-words.ts) or opening a compound ("Expresszustellung"
 * for `express`), or -1.
 */
function positionOf(option: string, text: string): number {
  const words = wordsOfOption(option).map(wordsPattern).join('|');
  const at = new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu').exec(text)?.index ?? -1;
  if (at >= 0 || option.length < 6) {
    return at;
  }
  const opening = new RegExp(`(?<!\\p{L})${wordsPattern(option)}`, 'giu');
  return [...text.matchAll(opening)].find((match) => opensCompound(match[0], text, match.index))?.index ?? -1;
}

/**
 * The ticked box's label when it is the option as the description meant it but cut apart: a listed option holding
 * the description's own separator ("Holiday, Visiting friends/relatives or Study": the label is "friends" and
 * "relatives" joined as printed), or an option whose noun the list wrote once at its end ("wiederkehrende oder
 * einmalige Zahlung": "wiederkehrende Zahlung"). Else the option as listed.
 */
function printedOption(option: string, options: string[], label: string): string {
  const printed = label.trim();
  const next = options[options.indexOf(option) + 1];
  const joined = next ? new RegExp(`^${wordsPattern(option)}\\s*/\\s*${wordsPattern(next)}$`, 'iu') : null;
  const last = options.at(-1) ?? '';
  const noun = last.includes(' ') && !option.includes(' ') ? last.split(' ').at(-1) : undefined;
  const shared = noun ? new RegExp(`^${wordsPattern(option)}\\s+${escapeRegExp(noun)}$`, 'iu') : null;
  return joined?.test(printed) || shared?.test(printed) ? printed : option;
}

/**
 * The one alternative the first labelled value naming one names ("Your package was delivered Thursday" →
 * "delivered"), or else
 * the one alternative the whole document names ("Ihr Guthaben 79,92 EUR" → "Guthaben"). Null when none or
 * several are named: a guess between them would as likely be wrong.
 */
export function chooseAlternative(options: string[], labelled: TValueSource[], lines: TLine[]): TValueSource | null {
  // A form ticks one of its printed choices ("☒ Verkauf von Waren", "[X] Gift"): the ticked box's label says it.
  const ticked = checkedLabels(lines).flatMap((box) =>
    options.filter((option) => positionOf(option, box.text) === 0).map((option) => ({ option, box })),
  );
  if (ticked.length === 1 && ticked[0]) {
    const { option, box } = ticked[0];
    return {
      text: printedOption(option, options, box.text),
      line: box.line,
      quoteStart: box.quoteStart,
      quoteEnd: box.quoteEnd,
    };
  }
  const named = (sources: TValueSource[]) => {
    const found = options.flatMap((option) => {
      const source = sources.find((each) => positionOf(option, each.text) >= 0);
      return source ? [{ option, source }] : [];
    });
    // "EC-Karte  9,65" names 'EC-Karte' and, by a word for it, 'Kreditkarte' (every card is one): in one text, an
    // option written as itself beats one named only by such a word.
    const itself = (option: string, text: string) =>
      new RegExp(`(?<!\\p{L})${wordsPattern(option)}(?!\\p{L})`, 'iu').test(text);
    return found.filter(
      ({ option, source }) =>
        itself(option, source.text) ||
        !found.some((other) => other.source.text === source.text && itself(other.option, source.text)),
    );
  };
  // The best label's value first: the first one that names a single alternative.
  const inLabelled = labelled.map((source) => named([source])).find((each) => each.length === 1);
  const body = lines.filter((line) => !line.header);
  const choices =
    inLabelled ?? named(body.map((line) => ({ text: line.text, line, quoteStart: 0, quoteEnd: line.text.length })));
  // Several named ("Rechnung" as the title, "Zahlung Visa" below): the one on a line about paying, if one is.
  const paying = choices.filter((choice) => PAYING.test(choice.source.line.text));
  const only = choices.length === 1 ? choices[0] : paying.length === 1 && !inLabelled ? paying[0] : undefined;
  if (!only) {
    return null;
  }
  const at = only.source.quoteStart + Math.max(0, positionOf(only.option, only.source.text));
  return { text: only.option, line: only.source.line, quoteStart: at, quoteEnd: at + only.option.length };
}
