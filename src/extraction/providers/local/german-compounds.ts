import { ocrFold } from './label-keys.ts';
import { COMPOUND_HEADS } from './label-lexicon.ts';
import { TRANSLATION_FAMILIES } from './label-translations.ts';
import { splitCompound } from './lexicon-labels.ts';
import { CIVIC_TRANSLATION_FAMILIES } from './translations-civic.ts';
import { DOMAIN_TRANSLATION_FAMILIES } from './translations-domains.ts';
import { GOODS_TRANSLATION_FAMILIES } from './translations-goods.ts';
import { MONEY_TRANSLATION_FAMILIES } from './translations-money.ts';
import { TRANSPORT_TRANSLATION_FAMILIES } from './translations-transport.ts';
import { WORK_TRANSLATION_FAMILIES } from './translations-work.ts';

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
  ...CIVIC_TRANSLATION_FAMILIES,
  ...WORK_TRANSLATION_FAMILIES,
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

// The German heads compounds are built on ("Montage·ort", "Kautions·betrag"): a word ending in one is a compound of
// it even when its first part is a word the families do not know.
const HEADS = new Set(COMPOUND_HEADS.map(ocrFold));
// English words ending in a head: "Transport", "Effort", "Resort", "Escort", "Cohort", "Abort", "Short". A linking
// "s" after a first part of five letters and more is German ("Abgangs·ort", "Versands·ort"; "Consort" has four).
const ENGLISH_ENDING = /(?:port|fort|sort|cort|hort|bort|tort)$/u;
const LINKED_ORT = /^\p{L}{4,}[^aeiou]sort$/u;

/** `word` is a known head with a first part of four letters at least that makes no English word of it. */
function endsInKnownHead(word: string, head: string): boolean {
  return (
    HEADS.has(head) &&
    word.length >= head.length + 4 &&
    (!ENGLISH_ENDING.test(word) || LINKED_ORT.test(word)) &&
    /^\p{L}+$/u.test(word)
  );
}

/**
 * How surely `word` (folded) is a German compound whose last part is `head` (folded, three letters at least): 1 when
 * its first part is a German word or stem ("Liefer·ort"), 0.5 when only its head is a known German label word and the
 * first part one the vocabulary does not know ("Montage·ort", "Umschlag·ort"), else 0.
 */
export function compoundHeadCertainty(word: string, head: string): number {
  if (head.length < 3 || word.length < head.length + 3 || !word.endsWith(head) || ENGLISH.has(word)) {
    return 0;
  }
  return isGermanStem(word.slice(0, -head.length)) ? 1 : endsInKnownHead(word, head) ? 0.5 : 0;
}

/** `word` (folded) is a German compound whose last part is `head` with a German first part (see above). */
export function endsInCompoundHead(word: string, head: string): boolean {
  return compoundHeadCertainty(word, head) === 1;
}
