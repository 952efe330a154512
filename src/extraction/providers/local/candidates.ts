import { synonymsOf } from './synonyms.ts';
import { labelWords, nameWords } from './words.ts';

/** A label that may precede a field's value; heavier weights win, `exactOnly` labels must stand alone. */
export type TCandidate = { words: string[]; weight: number; exactOnly: boolean };

// Leaf names that mean "the thing its parent object is": supplier.name is the value after "Supplier:".
const NAME_LIKE = new Set(['name', 'company', 'firm', 'title']);

const STOPWORDS = new Set(
  'a an and as at by for from in is it of on or the to with der die das des dem den und oder im in am an auf aus bei mit von vom zu zum zur fuer ein eine einer eines'.split(
    ' ',
  ),
);

const WEIGHTS = { name: 6, qualifiedSynonym: 4, bareName: 4, bareSynonym: 3, parent: 3, description: 2 };

/** Phrases of up to four words from a description, not starting or ending with a stop word. */
function descriptionPhrases(description: string): string[][] {
  const words = labelWords(description);
  const phrases: string[][] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= 4 && start + length <= words.length; length++) {
      const phrase = words.slice(start, start + length);
      const [first = '', last = ''] = [phrase[0], phrase[phrase.length - 1]];
      if (!STOPWORDS.has(first) && !STOPWORDS.has(last) && !/^\d+$/.test(first) && first.length > 1) {
        phrases.push(phrase);
      }
    }
  }
  return phrases;
}

/**
 * Labels for a leaf field: its name, the parent object's name joined with it ("invoice" + "number"),
 * synonyms of both, and phrases of its description (only as a whole label, to avoid noise).
 */
export function candidatesFor(input: { name: string; parentName?: string; description?: string }): TCandidate[] {
  const byPhrase = new Map<string, TCandidate>();
  const add = (words: string[], weight: number, exactOnly = false) => {
    const key = words.join(' ');
    const known = byPhrase.get(key);
    if (key !== '' && (!known || known.weight < weight)) {
      byPhrase.set(key, { words, weight, exactOnly });
    }
  };
  const own = nameWords(input.name);
  const addWithSynonyms = (words: string[], weight: number, synonymWeight: number) => {
    add(words, weight);
    for (const synonym of synonymsOf(words.join(' '))) {
      add(synonym.split(' '), synonymWeight);
    }
  };
  if (input.parentName) {
    const parent = nameWords(input.parentName);
    addWithSynonyms([...parent, ...own], WEIGHTS.name, WEIGHTS.qualifiedSynonym);
    addWithSynonyms(own, WEIGHTS.bareName, WEIGHTS.bareSynonym);
    if (own.length === 1 && NAME_LIKE.has(own[0] ?? '')) {
      addWithSynonyms(parent, WEIGHTS.parent, WEIGHTS.parent);
    }
  } else {
    addWithSynonyms(own, WEIGHTS.name, WEIGHTS.qualifiedSynonym);
  }
  for (const phrase of descriptionPhrases(input.description ?? '')) {
    add(phrase, WEIGHTS.description, true);
  }
  return [...byPhrase.values()];
}
