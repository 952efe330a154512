// A party's firm and the person at it, for a field that names which of the two it asks for (`buyer_contact`,
// `supplier.contact`, `kunde.ansprechpartner`, `empfaenger.firma`). The recipient's address block prints both: the
// firm over a contact's line ("Bäckerei Sommer OHG" / "z. Hd. Frau Anja Klein", "Attn: John Miller", "FAO …"), or a
// person under or over the firm ("Weber & Söhne Steuerberatung" / "Herrn Lukas Weber"). The issuer's person is who
// signs: the letter's or the mail's signer, else a name over a role at the document's end ("Rachel Dunn" /
// "Procurement Manager") where no closing formula stands. The party reader alone gave the firm for either field.

import { ATTENTION } from './attention-lines.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { LEGAL_FORM, letterSigner, mailSignature, personLike } from './mail-parts.ts';
import { isRoleWord, signerText } from './signature-lines.ts';

// The words of a field asking for the person at a party, and for the firm itself.
const CONTACT_WORD = /^(?:contact|kontakt|kontaktperson|ansprechpartner\p{L}*|person|attention|attn)$/u;
const FIRM_WORD = /^(?:company|firma|firm|unternehmen|business|organi[sz]ation)$/u;

export type TPartyPart = 'contact' | 'firm';

/** Which part of a party a field's own words ask for: its contact person, its firm, or neither (`name`). */
export function partyPartOf(words: string[]): TPartyPart | null {
  if (words.some((word) => CONTACT_WORD.test(word))) {
    return 'contact';
  }
  return words.some((word) => FIRM_WORD.test(word)) ? 'firm' : null;
}

// The contact's line: its marker, a colon, a form of address and a title ("z. Hd. Frau Dr. …", "Attn: Mr …").
const MARKER = new RegExp(String.raw`${ATTENTION.source}\s*:?\s*`, 'iu');
const FORM = /^(?:(?:Herrn?|Frau|Mr\.?|Mrs\.?|Ms\.?|Miss)\s+)?/u;

// A person's name, not a firm's that reads like one ("Crestline Engineering Ltd").
const isPerson = (text: string) => personLike(text) && !LEGAL_FORM.test(text.trim());

const source = (line: TLine, text: string): TValueSource | null => {
  const start = line.text.indexOf(text);
  return start < 0 ? null : { text, line, quoteStart: start, quoteEnd: start + text.length };
};

/** The person a block's line names: a contact's line's name, or a name after a form of address ("Herrn …"). */
function personOn(line: TLine): TValueSource | null {
  const text = line.text.trim();
  const marked = MARKER.exec(text);
  const rest = (marked ? text.slice(marked[0].length) : text).replace(FORM, '').trim();
  const addressed = marked !== null || FORM.exec(text)?.[0] !== '';
  return addressed && isPerson(rest) ? source(line, rest) : null;
}

/**
 * The address block's lines beside its party's line, nearest first: up to `count` filled lines that way, over single
 * blank lines (an HTML or DOCX reader puts one between the block's paragraphs), never past two blanks or a header line.
 */
function blockSide(lines: TLine[], at: number, step: 1 | -1, count: number): TLine[] {
  const found: TLine[] = [];
  let blanks = 0;
  for (let index = at + step; index >= 0 && index < lines.length && found.length < count; index += step) {
    const line = lines[index] as TLine;
    if (line.header || blanks > 1) {
      break;
    }
    blanks = isBlank(line) ? blanks + 1 : 0;
    if (!isBlank(line)) {
      found.push(line);
    }
  }
  return found;
}

/**
 * The part of the recipient a field asks for, from the block of the party the address reader found: the person at it
 * (a contact's line under or right over the name, the party itself when it is a person), or its firm (the line right
 * over an addressed person, else a line with a legal form under it). Null when the block prints no such part.
 */
export function recipientPart(lines: TLine[], party: TValueSource, part: TPartyPart): TValueSource | null {
  const at = lines.indexOf(party.line);
  const below = at < 0 ? [] : blockSide(lines, at, 1, 3);
  const over = at < 0 ? undefined : blockSide(lines, at, -1, 1)[0];
  if (part === 'contact') {
    const person = [...below, ...(over ? [over] : [])].map(personOn).find((found) => found !== null);
    return person ?? (isPerson(party.text) ? party : null);
  }
  if (!isPerson(party.text)) {
    return party;
  }
  const named = over && !isPerson(over.text.trim()) && !/\d/.test(over.text) ? over : undefined;
  const line = named ?? below.find((each) => LEGAL_FORM.test(each.text.trim()) && !ATTENTION.test(each.text.trim()));
  // No firm in the block: an addressed person ("Herrn Lukas Weber") has none, a name that only reads like a person's
  // ("Schlosserei Weber", "Tillett Property Holdings" under "Mrs Joanne Tillett") is the firm itself.
  return line ? source(line, line.text.trim()) : personOn(party.line) ? null : party;
}

/**
 * The person who writes for the issuer: the mail's signer, the letter's (under its closing formula), else a name over
 * a role among the last lines, where a form or an order is signed without a closing formula.
 */
export function issuerContact(lines: TLine[]): TValueSource | null {
  const signer = mailSignature(lines)?.person ?? letterSigner(lines);
  if (signer) {
    return source(signer, signerText(signer));
  }
  const last = lines.slice(-10);
  for (const [index, line] of last.entries()) {
    const under = last.slice(index + 1, index + 3).find((each) => !isBlank(each));
    const role = under ? signerText(under) : '';
    const titled = role !== '' && role.split(/\s+/).length <= 5 && role.split(/\s+/).some(isRoleWord);
    if (!line.header && personLike(signerText(line)) && titled) {
      return source(line, signerText(line));
    }
  }
  return null;
}
