// Which field names promise a value of a shape (shaped-values.ts), read off the vocabulary: the label groups of an
// e-mail address, a web address, a telephone and a fax number (synonyms.ts), and for a VAT number the words of
// value-added tax and of its identification number. One source: a wording added to a group is a name's word too.
import { groupOpenedBy } from './synonyms.ts';
import { WORDS } from './vocabulary.ts';

export type TShape = 'email' | 'web' | 'phone' | 'vat';

// A number's and an address's words, which German joins to the thing they are of: "Telefonnummer", "Faxnr",
// "E-Mail-Adresse" written `emailadresse`, "Webadresse".
const JOINED_TAILS = [...new Set(['number', ...(WORDS.number ?? []), 'address', ...(WORDS.addr ?? [])])];

/** A test of a name's words against a group's labels: one of them as words of the name, or written as one word. */
function namesLabelOf(head: string): (words: string[]) => boolean {
  const labels = groupOpenedBy(head).map((label) => label.split(' '));
  const single = new Set(labels.flatMap((words) => (words.length === 1 ? words : [])));
  const joined = new Set([
    ...labels.map((words) => words.join('')),
    ...[...single].flatMap((word) => JOINED_TAILS.map((tail) => `${word}${tail}`)),
  ]);
  return (words) =>
    words.some(
      (word, index) =>
        joined.has(word) || labels.some((label) => label.every((each, at) => words[index + at] === each)),
    );
}

export const namesEmail = namesLabelOf('email');
export const namesWeb = namesLabelOf('website');
export const namesPhone = namesLabelOf('phone');
export const namesFax = namesLabelOf('fax');

// Value-added tax's own words: those of its group no other tax's group has ("Steuer", "tax" are income tax's too).
const incomeTax = new Set(groupOpenedBy('income tax'));
const VAT_WORDS = new Set(groupOpenedBy('vat').filter((label) => !label.includes(' ') && !incomeTax.has(label)));
// The identification number's words: those after a VAT word in the VAT number's labels ("vat reg no", "USt-IdNr."),
// and the vocabulary's other words for a number ("Nr", "Nummer").
const ID_WORDS = new Set(
  groupOpenedBy('vat id').flatMap((label) => {
    const [first, next] = label.split(' ');
    return first && next && VAT_WORDS.has(first) ? [next, ...(WORDS[next] ?? [])] : [];
  }),
);
const VAT_JOINED = new Set(
  [...VAT_WORDS].flatMap((vat) =>
    [...ID_WORDS].flatMap((id) => [`${vat}${id}`, ...[...ID_WORDS].map((more) => `${vat}${id}${more}`)]),
  ),
);

/** `vat_number`, `ust_id`, `ustidnr`, `umsatzsteuer_identifikationsnummer`: a VAT identification number's name. */
export const namesVatNumber = (words: string[]) =>
  words.some((word, index) => VAT_JOINED.has(word) || (VAT_WORDS.has(word) && ID_WORDS.has(words[index + 1] ?? '')));
