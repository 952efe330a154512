import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { foldWord } from './words.ts';

// The footer block of a business letter or form prints a firm's legal data by their shape or with a word glued to
// the value, not as "Label: value": "Amtsgericht München HRB 204417", "Registered in England and Wales
// No. 08812345", "Geschäftsführerin Claudia Vogt", "Inh. Thomas Keller", "Commerzbank Köln · IBAN DE89 …". A field
// named for one of these is read there, and such a field is never the party's name (`glaeubiger.bank` is no
// "DRUCKEREI VOGT" from the letterhead).

export type TFooterThing = 'register' | 'court' | 'bank' | 'person';

const REGISTER_WORD =
  /^(?:(?:handels|vereins|genossenschafts|partnerschafts)?register(?:nummer|nr|eintrag)?|hrb|hra|firmenbuch(?:nummer)?|fn)$/;
const COURT_WORD = /^(?:(?:register|amts)gericht|court)$/;
const BANK_WORD = /^(?:bank|bankname|kreditinstitut|geldinstitut|bankverbindung)$/;
const ACCOUNT_WORD = /^(?:iban|bic|swift|account|konto|kontonummer|code|sort|blz|number|nummer|nr|no)$/;
const PERSON_WORD =
  /^(?:geschaeftsfuehr(?:er|erin|ung)|managing|directors?|inhaber(?:in)?|proprietor|vorstand|ceo|prokurist)$/;

/** The thing a field's words name in a footer block, or null: `register_number`, `registergericht`, `bank`. */
export function footerThing(words: string[], parentWords: string[] = []): TFooterThing | null {
  const folded = words.map(foldWord);
  if (folded.some((word) => COURT_WORD.test(word))) {
    return 'court';
  }
  // `company_number`, `companies_house_number`; `registration_number` only of a firm (a car's is a plate).
  const firm = /^(?:compan(?:y|ies)|firm|business)$/;
  const ofFirm = folded.some((word) => firm.test(word));
  const numbered = folded.some((word) => /^(?:number|no|nr|nummer)$/.test(word));
  const registration = folded.includes('registration') && (ofFirm || parentWords.map(foldWord).some(isPartyWord));
  if (folded.some((word) => REGISTER_WORD.test(word)) || (ofFirm && numbered) || registration) {
    return 'register';
  }
  if (folded.some((word) => BANK_WORD.test(word)) && !folded.some((word) => ACCOUNT_WORD.test(word))) {
    return 'bank';
  }
  return folded.some((word) => PERSON_WORD.test(word)) ? 'person' : null;
}

const isPartyWord = (word: string) =>
  /^(?:supplier|seller|vendor|issuer|company|firm|firma|agency|sender|contractor|lieferant|verkaeufer|anbieter|aussteller)$/.test(
    word,
  );

// "HRB 204417", "HRB 19873 KI", "HRA 4410 B", "GnR 112", "VR 2217", "PR 88"; Austria's "FN 123456 a".
const GERMAN_REGISTER = /\b(?:HR[AB]|GnR|VR|PR|GsR)\s?\d{1,6}(?:\s[A-Z]{1,2}\b(?![.-]))?|\bFN\s?\d{4,6}\s?[a-z]\b/g;
// "Company No. 05519873", "Registered in England and Wales No. 08812345", "Company number: SC123456".
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const BRITISH_REGISTER =
  /(?<=\b(?:company|registered|registration|reg\.?)\b[^\d\n|·]{0,40}?\b(?:no\.?|number|nr\.?)\s*(?::\s*)?)(?:SC|NI|OC)?\d{6,8}\b/gi;
// "Amtsgericht Kiel", "Registergericht Köln", "Amtsgericht Frankfurt am Main".
const COURT = /\b(?:Amtsgericht|Registergericht)\s+\p{Lu}[\p{L}-]+(?:\s(?:am|an der|im|in der)\s\p{Lu}[\p{L}-]+)?/gu;
// "Commerzbank Köln", "Barclays Bank plc", "Kreissparkasse München Starnberg Ebersberg", "Volksbank Regensburg eG".
const BANK =
  /^\p{Lu}[\p{L}&.'\- ]*?(?:bank|sparkasse|kasse)\b[\p{L}&.'\- ]*$|^[\p{L}&.' ]+\b(?:building society|credit union)$/iu;
// A bank's name is short; BANK's lazy part backtracks on a long segment that ends in no bank word.
const MAX_BANK_NAME = 120;
const PAYMENT = /\b(?:IBAN|BIC|SWIFT|BLZ|sort code|account|Konto(?:nummer)?|Kto)\b/i;
// "Geschäftsführer: Dr. Lena Hofer, Tobias Maier", "Geschäftsführerin Claudia Vogt", "Inh. Thomas Keller".
const PERSON_LABEL =
  /\b(?:Geschäftsführ(?:er|erin|ung)|Managing Directors?|Directors?|Inh\.|Inhaber(?:in)?|Proprietor|Owner|Vorstand)\s*:?\s+/giu;
const NAME = String.raw`(?:(?:Dr|Prof)\.\s)*\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}\.)?(?:\s\p{Lu}[\p{L}'’-]+)+`;
const NAMES = new RegExp(`^${NAME}(?:(?:,\\s*|\\s+(?:und|and|&)\\s+)${NAME})*`, 'u');

// The parts of a footer line: cells, and what "·", "|", "–" or ";" set apart inside a cell.
// `(?<!\s)`: a separator starts where a blank run starts; tried inside a long run of tabs or no-break spaces it rescanned
// the run from every blank (a 100,000-character run took seconds).
const SEPARATOR = /(?<!\s)\s+[·|–—•;]\s+|\t| {2,}/g;
function segments(line: TLine): { text: string; start: number }[] {
  const parts: { text: string; start: number }[] = [];
  let start = 0;
  for (const match of [...line.text.matchAll(SEPARATOR), null]) {
    const end = match ? match.index : line.text.length;
    const raw = line.text.slice(start, end);
    const text = raw.trim();
    if (text) {
      parts.push({ text: text.replace(/[,.;]$/, ''), start: start + raw.indexOf(text) });
    }
    start = match ? match.index + match[0].length : end;
  }
  return parts;
}

const source = (line: TLine, text: string, start: number): TValueSource => ({
  text,
  line,
  quoteStart: start,
  quoteEnd: start + text.length,
});

function firstMatch(lines: TLine[], patterns: RegExp[]): TValueSource | null {
  for (const pattern of patterns) {
    for (const line of lines) {
      const match = [...line.text.matchAll(pattern)][0];
      if (match) {
        return source(line, match[0].trim(), match.index);
      }
    }
  }
  return null;
}

/** A bank's name in the lines around an IBAN, a BIC or an account: the part of a line that is a bank's name. */
function bankName(lines: TLine[]): TValueSource | null {
  for (const [index, line] of lines.entries()) {
    const near = lines.slice(Math.max(0, index - 2), index + 3).some((other) => PAYMENT.test(other.text));
    const part = near
      ? segments(line).find(
          (each) => each.text.length <= MAX_BANK_NAME && BANK.test(each.text) && !/\d/.test(each.text),
        )
      : undefined;
    if (part && part.text.split(/\s+/).length <= 6) {
      return source(line, part.text, part.start);
    }
  }
  return null;
}

/** The person a firm's role word names: "Geschäftsführer Jens Petersen", "Inh. Thomas Keller". */
function personAfterRole(lines: TLine[]): TValueSource | null {
  for (const line of lines) {
    for (const match of line.text.matchAll(PERSON_LABEL)) {
      const start = match.index + match[0].length;
      const name = NAMES.exec(line.text.slice(start, start + 200).split(SEPARATOR)[0] ?? '')?.[0];
      if (name) {
        return source(line, name, start);
      }
    }
  }
  return null;
}

/**
 * The value of a footer field without a label of its own; null when the document prints none (the field is then
 * no party's name either), undefined when the field names no footer thing.
 */
export function footerValue(
  lines: TLine[],
  words: string[],
  parentWords: string[] = [],
): TValueSource | null | undefined {
  const thing = footerThing(words, parentWords);
  const body = lines.filter((line) => !line.header);
  if (thing === 'register') {
    return firstMatch(body, [GERMAN_REGISTER, BRITISH_REGISTER]);
  }
  if (thing === 'court') {
    return firstMatch(body, [COURT]);
  }
  if (thing === 'bank') {
    return bankName(body);
  }
  return thing === 'person' ? personAfterRole(body) : undefined;
}
