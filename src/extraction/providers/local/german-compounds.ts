import { ocrFold } from './label-keys.ts';
import { COMPOUND_HEADS } from './label-lexicon.ts';
import { TRANSLATION_FAMILIES } from './label-translations.ts';
import { splitCompound } from './lexicon-labels.ts';
import { DOMAIN_TRANSLATION_FAMILIES } from './translations-domains.ts';
import { GOODS_TRANSLATION_FAMILIES } from './translations-goods.ts';
import { MONEY_TRANSLATION_FAMILIES } from './translations-money.ts';
import { TRANSPORT_TRANSLATION_FAMILIES } from './translations-transport.ts';

// Whether a word is a German compound ending in a given head ("Tat·ort", "Zahlungs·ziel", "Liefer·ort"), not an
// English word that merely ends in the same letters ("Transp·ort", "Sepa·rate", "Mile·age"): the part before the
// head, without its linking "s"/"es"/"n"/"en", is a German word of the translation families or the stem of one
// ("liefer" of "Lieferant", "abhol" of "Abholung").

const FAMILY_LINES = [
  ...TRANSLATION_FAMILIES,
  ...MONEY_TRANSLATION_FAMILIES,
  ...GOODS_TRANSLATION_FAMILIES,
  ...DOMAIN_TRANSLATION_FAMILIES,
  ...TRANSPORT_TRANSLATION_FAMILIES,
].map((line) =>
  line
    .split(',')
    .map((member) => ocrFold(member.trim()))
    .filter((member) => /^\p{L}+$/u.test(member)),
);
// The English words of the families (each line's first): "Dosage" is no German compound of "age".
const ENGLISH = new Set(FAMILY_LINES.flatMap((members) => members.slice(0, 1)));
// The German words (every member after the first), the compound heads and the first parts of German compounds
// ("abfahrt" of "abfahrtsort").
const germanMembers = FAMILY_LINES.flatMap((members) => members.slice(1));
const GERMAN = new Set([
  ...germanMembers,
  ...COMPOUND_HEADS.map(ocrFold),
  ...germanMembers.flatMap((member) => splitCompound(member)?.slice(0, 1) ?? []),
]);
const GERMAN_WORDS = [...GERMAN];

// The endings a German stem takes to make a word: "Abhol·ung", "Liefer·ant", "Fahr·er", "Zahl·en".
const STEM_ENDING = /^(?:ung|ant|er|en|e)/u;
const LINKS = ['', 's', 'es', 'n', 'en'];

/** `first` is a German word or the stem of one ("tat", "zahlung", "liefer", "abhol"), three letters at least. */
function isGermanStem(first: string): boolean {
  // The linking "s" after a German noun's ending: "Leistungs·ort", "Abfahrts·ort", "Sicherheits·betrag".
  if (first.length >= 5 && /(?:ung|heit|keit|schaft|ion|taet|t)s$/u.test(first)) {
    return true;
  }
  return LINKS.some((link) => {
    if (!first.endsWith(link)) {
      return false;
    }
    const stem = first.slice(0, first.length - link.length);
    return (
      stem.length >= 3 &&
      (GERMAN.has(stem) ||
        GERMAN_WORDS.some((word) => word.startsWith(stem) && STEM_ENDING.test(word.slice(stem.length))))
    );
  });
}

/** `word` (folded) is a German compound whose last part is `head` (folded, three letters at least). */
export function endsInCompoundHead(word: string, head: string): boolean {
  if (head.length < 3 || word.length < head.length + 3 || !word.endsWith(head) || ENGLISH.has(word)) {
    return false;
  }
  return isGermanStem(word.slice(0, -head.length));
}
