import type { TCandidate } from './candidates.ts';
import { optionCellsEnd, sharedOptionsEnd } from './checkboxes.ts';
import { abbreviatedTokens } from './label-abbreviations.ts';
import { holdsNoValue, labelWithValue } from './label-cells.ts';
import { candidateIndex, possibleIn } from './label-index.ts';
import type { TLabelMatch, TMatchOptions } from './label-match.ts';
import { glued, gradeBeforeFigures, OTHER_HALF, PREPOSITION, QUALIFIED_LABEL } from './label-patterns.ts';
import { coveredTokens, fuzzyCoveredTokens, leadingTokens, qualifiedLabel } from './label-words.ts';
import type { TLine } from './lines.ts';
import { midCellMatch } from './mid-cell-match.ts';
import { nextCellIsLabel } from './next-cell.ts';
import { valueCellAfter } from './rated-rows.ts';
import { isKnownLabel } from './synonyms.ts';
import {
  currencyWithAmount,
  identifierOnly,
  isFormBox,
  nextCellText,
  qualifiesLabel,
  startsItemLine,
} from './value-kinds.ts';
import { labelCellText, labelsOverValues, valueUnder } from './value-positions.ts';
import { labelRowAbove, labelUnderLabel } from './value-row-cells.ts';
import { twoLabelsOverValues, valueAboveCell } from './values-above.ts';
import { labelWords } from './words.ts';

const SEPARATOR = /^\s*[)\]]?\s*[.:#=\-–—]*\s*/;
// "Total net: 100" for the label "total": the label goes on (no digits) up to a colon.
const LONGER_LABEL = /^([^\d:]{1,40}?):\s*/;
// "VAT 19 %:", "USt (19%)", "VAT @ 20%", "Weight (kg)": a rate or unit that belongs to the label, not the value.
const LABEL_TAIL =
  /^\.?\s*(?:\(\s*)?(?:(?:@|at|zu|à)\s*)?(?:\d{1,2}(?:[.,]\d{1,2})?\s*%|in\s+[\p{L}€$]{1,4}|[€$]|kg|kwh|eur|usd|km|mi|m²|m³|m2|m3|qm|cbm|ltr|liter|litre|std|hrs|min)(?:\s*\))?(?=\s|:|$)/iu;
// "incl. 20% VAT", "inkl. 19 % Versicherungsteuer" before a colon or ending the label's cell (the amount in the next
// one): the tax a sum includes. Not "excl."/"zzgl.": a sum before tax is another figure than the total.
const TAX_REMARK =
  /^\s*\(?(?:incl|inkl|including|inklusive|includes)\.?(?:\s+(?:\d{1,2}(?:[.,]\d{1,2})?\s?%|[\p{L}][\p{L}.-]{0,29})){1,3}\)?(?=\s*:|\s*$)/iu;
// The words of an identifier's or a date's label, after another label word: "Customer reference", "Kunden-Nr.".
const ID_LABEL = new Set(['number', 'no', 'nr', 'id', 'reference', 'ref', 'nummer', 'code', 'date', 'datum']);
// "VAT No. GB 318 4411 27", "VAT Reg. No. GB …", "Kunden-Nr. 10877": a number's label, whatever its first word names.
const NUMBER_WORD_BEFORE_VALUE =
  /^[-.\s]*(?:(?:reg|registration|regn|tax|ident)\.?\s+)?(?:number|no|nr|nummer|id)\b\.?\s*[:#]?\s*[\p{L}-]{0,4}\s*\d/iu;
const IDENTIFIER_WORD = /^[-.\s]*(?:number|no|nr|id|reference|ref|nummer|code|date|datum)\b\.?\s*$/i;
// "Verletzte (auch leicht) nein", "Smoker no": a yes or no alone after a label answers it.
const YES_NO = /^(?:ja|nein|yes|no)$/iu;
// A value under a label in a row of labels is less certain than one beside it: a "Total" column is no document total.
const COLUMN_PENALTY = 50;
// Email header lines name the message, not the document: a body label wins over them.
const HEADER_PENALTY = 20;

function matchAt(
  lines: TLine[],
  lineIndex: number,
  cellIndex: number,
  candidate: TCandidate & { keySet: Set<string> },
  options: TMatchOptions,
): TLabelMatch | null {
  const line = lines[lineIndex] as TLine;
  const cell = line.cells[cellIndex];
  if (!cell) {
    return null;
  }
  let skip = leadingTokens(line, cell);
  let covered = coveredTokens(candidate.words, candidate.keySet, cell.tokens, skip, candidate.named);
  // "Your PO", "Ihre Bestellnummer": a label that starts with the word usually skipped before a label.
  const unskipped = skip > 0 && covered === 0 ? coveredTokens(candidate.words, candidate.keySet, cell.tokens, 0) : 0;
  [covered, skip] = unskipped > 0 ? [unskipped, 0] : [covered, skip];
  // One misread letter in a long label: found, but below labels read as written.
  let fuzzy = false;
  if (covered === 0) {
    covered =
      fuzzyCoveredTokens(candidate.keySet, cell.tokens, skip) ||
      abbreviatedTokens(candidate.words, cell.tokens, skip, line.text);
    fuzzy = covered > 0;
  }
  // "Total weight", "Paketgewicht": the field's own words after a qualifying word, or written together with it.
  const ownQualified = covered === 0 && skip === 0 ? qualifiedLabel(candidate, cell.tokens) : null;
  const prefixed = ownQualified !== null;
  covered = ownQualified?.covered ?? covered;
  if (covered === 0) {
    return null;
  }
  const qualifying = ownQualified && !ownQualified.compound ? 1 : 0;
  const lastToken = cell.tokens[skip + qualifying + covered - 1];
  // "PO Box 2207", "P.O. Box 88": a post office box is an address line, not a purchase order's label and number.
  if (lastToken?.word === 'po' && /^\.?\s*box\b/i.test(line.text.slice(lastToken.end, cell.end))) {
    return null;
  }
  // "SWIFT/BIC", "Name/Firma": another name for the label after a slash belongs to it.
  let labelEnd = lastToken?.end ?? cell.start;
  // "VON / FROM", "Surname / Nom": a bilingual label's other half (label-cells.ts).
  labelEnd += OTHER_HALF.exec(line.text.slice(labelEnd, cell.end))?.[0].length ?? 0;
  // "Currency EUR" (a row whose gap a reader closed): for a currency's own field the code is the value, not a unit.
  const namesCurrency = candidate.words.some((word) => /^(?:currency|währung|waehrung)$/.test(word));
  const tail = options.wantsRate || namesCurrency ? null : LABEL_TAIL.exec(line.text.slice(labelEnd, cell.end));
  // "Verzugszinsen (9,12 % p. a. seit 05.01.2026)": a bracket the rate opens and does not close is a remark as a
  // whole (read below), not a rate of the label.
  if (tail && (!tail[0].includes('(') || tail[0].includes(')'))) {
    labelEnd += tail[0].length;
  }
  // "Total (incl. VAT)", "Betrag (brutto)", "First name(s) (given name(s))": remarks in brackets belong to the label.
  // "Einkommen (Kalenderjahr 2024): 58.400,00 €", "Outstanding balance (as at 28 February 2026): £184,602.11": a
  // bracket the colon follows belongs to the label, digits and all (a date field may want the bracket's date).
  const remark = options.wantsRate
    ? null
    : (/^(?:\s*\((?:[^()\d]|\(\p{L}{1,3}\)){1,24}\)){1,2}/u.exec(line.text.slice(labelEnd, cell.end)) ??
      (options.wantsDate ? null : /^\s*\([^()]{1,40}\)(?=\s{0,3}:)/u.exec(line.text.slice(labelEnd, cell.end))));
  if (remark) {
    labelEnd += remark[0].length;
  }
  // "Total incl. 20% VAT: 118.44": the tax a sum includes, up to the colon or the cell's end, belongs to the label.
  labelEnd += options.wantsRate ? 0 : (TAX_REMARK.exec(line.text.slice(labelEnd, cell.end))?.[0].length ?? 0);
  const after = line.text.slice(labelEnd, cell.end);
  const separator = SEPARATOR.exec(after)?.[0] ?? '';
  // "18 Vorbehalte und Bemerkungen der Frachtführer": a form's numbered box is a label as a whole.
  // "Motoröl 5W-30 | 4,5 | l | 16,80": a grade after the label's words names the thing; its figures follow.
  const formBox = skip > 0 && isFormBox(line.text.slice(cell.start, cell.end));
  let rest = formBox || gradeBeforeFigures(after, nextCellText(line, cellIndex)) ? '' : after.slice(separator.length);
  let exact = !prefixed;
  const qualified = /[:=]/.test(separator) || options.wantsDate ? null : QUALIFIED_LABEL.exec(rest);
  if (qualified) {
    rest = rest.slice(qualified[0].length);
  }
  // "Auszahlung am 30.06.2026", "Shipped on 3 May 2026": a preposition before a value with digits.
  const preposition = /[:=]/.test(separator) || qualified ? null : PREPOSITION.exec(rest);
  if (preposition) {
    rest = rest.slice(preposition[0].length);
  }
  const namesYear = candidate.words.some((word) => /(?:year|jahr)$/u.test(word));
  if (
    !options.wantsDate &&
    qualifiesLabel(rest, preposition !== null, !namesYear) &&
    (/\d/.test(nextCellText(line, cellIndex)) || currencyWithAmount(line, cellIndex) !== null)
  ) {
    // "Abschlag vom 12.02.2026 | -1.500,00 €", "Vorauszahlungen (12 x 220,00) | 2.640,00": the value is the next cell,
    // or the two after it when a currency stands in a column of its own ("Alter Kontostand vom 28.02. | EUR | 1.204,33 +").
    rest = '';
  } else if (rest !== '' && !/[:=]/.test(separator) && !preposition && !qualified) {
    const longer = LONGER_LABEL.exec(rest);
    // "Kunden-Nr.: 10877" is the label of the customer's number, not of the customer.
    const identifierLabel = (text: string) =>
      !candidate.idOnly &&
      (IDENTIFIER_WORD.test(text) || (!options.wantsDate && NUMBER_WORD_BEFORE_VALUE.test(text))) &&
      !candidate.words.some((word) => ID_LABEL.has(word));
    // "Customer service: 1-800-…": a kind's word before another label is no label of the kind's number.
    // "Booking date:", "Credit note no.:": the words before the colon make another label of a date or identifier
    // ("Total to pay:" is still a total).
    const more = labelWords(longer?.[1] ?? '');
    const ownLabel = ID_LABEL.has(more.at(-1) ?? '') && isKnownLabel([...candidate.words, ...more].join(' '));
    if (
      longer &&
      (ownLabel || identifierLabel(longer[1] ?? '') || (candidate.idOnly && !IDENTIFIER_WORD.test(longer[1] ?? '')))
    ) {
      return null;
    } else if (longer && (longer[1] ?? '').trim().split(/\s+/).length <= 4) {
      exact = false;
      rest = rest.slice(longer[0].length);
    } else if (identifierLabel(rest)) {
      // "Customer reference | C-7781" is an identifier's label, not the customer with the value "C-7781".
      return null;
    } else if (
      !/\d/.test(rest) &&
      rest.trim().split(/\s+/).length <= 3 &&
      /\d/.test(nextCellText(line, cellIndex)) &&
      !labelWithValue(nextCellText(line, cellIndex))
    ) {
      // "Total paid | $17.20": the label goes on in its cell, the value is in the next one ("Due on | …" is exact).
      // Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
      exact = /^(?:am|vom|on|dated|per|zum|by|bis)\s*(?::\s*)?$/i.test(rest);
      rest = '';
    } else if ((/^\p{Ll}/u.test(rest) && !YES_NO.test(rest)) || line.text.length > 120) {
      // "Customer service is open…": a sentence starting with a label word, not a label.
      return null;
    }
  }
  // A desk's or a team's name, an e-mail address or a document's title holding the label's word (label-cells.ts).
  const noValue = holdsNoValue(after, rest, line.text.slice(cell.start, cell.end));
  if (rest !== '' && !/[:=]/.test(separator) && !/\d/.test(rest) && noValue) {
    return null;
  }
  // A qualified label takes a value beside it after a colon, a kind's compound its number ("Schlussrechnung SR-1").
  const besideAllowed = /[:=]/.test(separator) || (ownQualified?.compound && candidate.idOnly);
  // "SHOP TOWELS 6PK | 9.99" is an item's line; "BOL-2026-31877" an identifier with its prefix, not its label.
  const itemLine = (candidate.exactOnly && startsItemLine(line, cellIndex, separator, rest)) || glued(after, options);
  if ((candidate.exactOnly && !exact) || (prefixed && rest !== '' && !besideAllowed) || itemLine) {
    return null;
  }
  // "Employee ID" is a label of its own, not the label "Employee" with the value "ID".
  if (rest !== '' && !/\d/.test(rest) && isKnownLabel([...candidate.words, ...labelWords(rest)].join(' '))) {
    return null;
  }
  // "Payment reference" is a label of its own (the purpose), not a "reference" with a qualifier.
  if (
    prefixed &&
    isKnownLabel(
      cell.tokens
        .slice(0, covered + qualifying)
        .map((token) => token.word)
        .join(' '),
    )
  ) {
    return null;
  }
  const score =
    (candidate.weight * 2 + (exact ? 1 : 0) - (prefixed ? 3 : 0) - (fuzzy ? 2 : 0)) * 10 -
    (line.header ? HEADER_PENALTY * 10 : 0);
  const base = { score, lineIndex, standalone: false, exact, covered: covered + skip + qualifying };
  // "12.05.2026 | Monika Krämer" over "Datum | Unterschrift", "Lena Hoffmann" over "Name, Vorname": labels under
  // their values, the whole cell a label (values-above.ts).
  const above = valueAboveCell(lines, lineIndex, cellIndex);
  if (above && !/\d/.test(rest)) {
    return { ...base, value: above, how: 'column' };
  }
  // A choice whose first option shares the label's cell: all options are the value (checkboxes.ts).
  const sharedEnd = rest.trim() === '' ? null : sharedOptionsEnd(line, cellIndex, rest);
  if (sharedEnd !== null) {
    const text = `${rest}${line.text.slice(cell.end, sharedEnd)}`;
    return { ...base, value: { text, line, quoteStart: cell.start, quoteEnd: sharedEnd }, how: 'beside' };
  }
  if (rest.trim() !== '') {
    return { ...base, value: { text: rest, line, quoteStart: cell.start, quoteEnd: cell.end }, how: 'beside' };
  }
  // "Flugpreis    CHF    214.00", "Customs duty | 18,420.00 | 8.00% | 1,473.60": the value's cell (rated-rows.ts).
  const next = valueCellAfter(line, cellIndex, options.wantsRate);
  // "Company    : Acme": the colon can stand apart from its label, at the start of the value's cell.
  const nextText = next ? line.text.slice(next.start, next.end).replace(/^[:=]\s*/, '') : '';
  // "Label | Value" rows: two cells, pairs of cells, or a value with digits beside (not a header row).
  const labelRow = labelsOverValues(lines, lineIndex);
  const pairs = cellIndex % 2 === 0 && line.cells.length % 2 === 0 && !labelRow;
  // A two-column block: an address on the left, "Label | Value" as the last two cells on the right.
  const rightPair = cellIndex > 0 && cellIndex === line.cells.length - 2 && !labelRow;
  // "Employee | Employee ID", "Current | 30 days", "A 19 % MwSt | Netto 62,65": the next cell is a label (next-cell.ts).
  const nextIsLabel = nextCellIsLabel(lines, lineIndex, line.text.slice(cell.start, cell.end), nextText);
  // "Mitgliedsart:  ☐ Einzel  ☒ Familie  ☐ Förderer": the options in their cells are one value.
  const optionsEnd = next === line.cells[cellIndex + 1] ? optionCellsEnd(line, cellIndex + 1) : null;
  if (next && optionsEnd !== null) {
    const text = line.text.slice(next.start, optionsEnd);
    return { ...base, value: { text, line, quoteStart: cell.start, quoteEnd: optionsEnd }, how: 'cell' };
  }
  if (
    next &&
    nextText !== '' &&
    !nextIsLabel &&
    // "Netto | MwSt 19 % | Brutto" over the amounts: the next label's rate is no value of this one.
    // "Date of purchase | Place of purchase" over "28/10/2025 | John Lewis": a row of two labels (values-above.ts).
    ((line.cells.length === 2 && !(labelRow && twoLabelsOverValues(lines, lineIndex, cellIndex))) ||
      pairs ||
      rightPair ||
      /\d/.test(labelRow ? labelCellText(nextText) : nextText))
  ) {
    return { ...base, value: { text: nextText, line, quoteStart: cell.start, quoteEnd: next.end }, how: 'cell' };
  }
  if (line.cells.length === 1) {
    return { ...base, value: null, standalone: true, how: 'below' };
  }
  // A row of labels over a row of values ("Invoice No. | Date | Due" / "4711 | 01.03. | 15.03.").
  const under = valueUnder(lines, lineIndex, cellIndex);
  return under ? { ...base, score: score - COLUMN_PENALTY, value: under, how: 'column' } : null;
}

/** Labels of any candidate at the start of any cell, best score first, then in reading order. */
export function findLabelMatches(lines: TLine[], candidates: TCandidate[], options: TMatchOptions = {}): TLabelMatch[] {
  const all = candidates.map((candidate) => ({ ...candidate, keySet: new Set(candidate.keys) }));
  const byStart = candidateIndex(all);
  const matches: TLabelMatch[] = [];
  lines.forEach((line, lineIndex) => {
    // "Order date | Terms" over "04/03/2026 | Net 45": a value of its column holds no label ("Net").
    const labelRow = labelRowAbove(lines, lineIndex);
    line.cells.forEach((cell, cellIndex) => {
      if (labelUnderLabel(labelRow, line, cellIndex)) {
        return;
      }
      let best: TLabelMatch | null = null;
      const possible = possibleIn(byStart, line, cell);
      for (const candidate of possible) {
        const found = matchAt(lines, lineIndex, cellIndex, candidate, options);
        const match = candidate.idOnly ? identifierOnly(found) : found;
        // The longest label that fits names the cell ("IBAN Empfänger", not "IBAN" with the value "Empfänger").
        if (
          match &&
          (!best || match.covered > best.covered || (match.covered === best.covered && match.score > best.score))
        ) {
          best = match;
        }
      }
      const inside = best
        ? null
        : midCellMatch(lines, lineIndex, cellIndex, { all, byStart }, (shifted, candidate) =>
            matchAt(shifted, lineIndex, cellIndex, candidate, options),
          );
      if (best ?? inside) {
        matches.push((best ?? inside) as TLabelMatch);
      }
    });
  });
  return matches.sort((a, b) => b.score - a.score || a.lineIndex - b.lineIndex);
}

export { valueBelow } from './value-positions.ts';
