// A field named by the document's kind and a head (`transfer_fee` on a "Transfer receipt", `payment_reference` on a
// "Payment confirmation", `booking_reference` on a "Booking confirmation", `zahlungs_referenz` on a
// "Zahlungsbestätigung") is labelled by the head alone on that document ("Fee", "Reference"): its title says the rest,
// as "Date" is an order's date (vocabulary.ts headLabels). Weighed as such a head: below every label naming more.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor, type TCandidate } from './candidates.ts';
import { bodyLines, kept } from './document-parts.ts';
import { keysOf } from './label-keys.ts';
import { isBlank, type TLine } from './lines.ts';
import { NAME_LIKE } from './vocabulary.ts';
import { labelWords, nameWords } from './words.ts';

// The kind of document a title's last word says, after what it is about ("Transfer receipt", "Zahlungsbestätigung").
const KIND =
  /^(?:receipt|confirmation|notice|advice|statement|slip|note|folio|summary|details|voucher|bestaetigung|beleg|quittung|nachweis|mitteilung|auftrag)$/;
// Heads that say nothing on their own even on such a document: a name is any party's, a date or number is read already.
const GENERIC = /^(?:date|datum|number|nummer|no|nr|id|type|art)$/;
const TITLE_WITHIN = 6;
const HEAD_WEIGHT = 1;

const titles = new WeakMap<TLine[], string[][]>();

/** The words of each cell of the document's first lines: its titles' among them. */
const titleWords = (lines: TLine[]) =>
  kept(titles, lines, () =>
    bodyLines(lines)
      .filter((line) => !isBlank(line))
      .slice(0, TITLE_WITHIN)
      .flatMap((line) => line.cells.map((cell) => labelWords(line.text.slice(cell.start, cell.end)))),
  );

/** Whether a title names the kind of document after `about`: two words, or one German compound ("…sbestaetigung"). */
const titlesAbout = (title: string[], about: string) =>
  (title.length === 2 && title[0] === about && KIND.test(title[1] ?? '')) ||
  (title.length === 1 &&
    (title[0] ?? '').startsWith(about) &&
    KIND.test((title[0] ?? '').slice(about.length).replace(/^s/, '')));

/** The head of a two-word name as a label of its own, when the document's title names the name's first word. */
export function titledHeadLabels(words: string[], lines: TLine[]): TCandidate[] {
  const [about, head] = words;
  if (words.length !== 2 || !about || !head || NAME_LIKE.has(head) || GENERIC.test(head) || about.length < 4) {
    return [];
  }
  return titleWords(lines).some((title) => titlesAbout(title, about))
    ? [{ words: [head], weight: HEAD_WEIGHT, exactOnly: true, keys: keysOf([head]), ownName: false }]
    : [];
}

/** A leaf's labels (candidates.ts), with its head alone when the document's title names the rest (a top-level leaf). */
export function leafCandidates(property: TSchemaProperty, lines: TLine[], parentName?: string): TCandidate[] {
  const labels = candidatesFor({ name: property.name, parentName, description: property.description });
  const heads = parentName ? [] : titledHeadLabels(nameWords(property.name), lines);
  return [...labels, ...heads.filter((head) => !labels.some((label) => label.words.join(' ') === head.words[0]))];
}
