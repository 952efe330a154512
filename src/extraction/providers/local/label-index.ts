import type { TCandidate } from './candidates.ts';
import { isAcronym } from './label-abbreviations.ts';
import { ocrFold } from './label-keys.ts';
import { COMPOUND_HEAD, COMPOUND_LABEL } from './label-words.ts';
import type { TLine } from './lines.ts';
import { PREFIX_ACRONYMS } from './vocabulary.ts';

// Which candidate labels may start in a cell, so that find-labelled.ts tries only those: most cells start with a
// word no label does. Kept apart from the label search itself.

export type TPrepared = TCandidate & { keySet: Set<string> };

// A fold's first three letters come from the word's first seven at most (a fold turns at most two letters into one): folding
// only those keeps a hostile word of 200,000 letters from being folded whole once for each of its suffixes.
const INDEX_PREFIX = 16;
const indexKey = (word: string) => ocrFold(word.slice(0, INDEX_PREFIX)).slice(0, 3);
// A word cut short ("Rg.", "Abf.") is looked up by its first letter: its other letters may skip the word's.
const initialKey = (word: string) => `${word[0] ?? ''}.`;

/** Candidates by the first three letters a label can start with, and by the first letter of its first word. */
export function candidateIndex(all: TPrepared[]): Map<string, TPrepared[]> {
  const byStart = new Map<string, TPrepared[]>();
  for (const prepared of all) {
    const keys = [...[prepared.words[0] ?? '', ...prepared.keys].map(indexKey), initialKey(prepared.words[0] ?? '')];
    for (const start of new Set(keys)) {
      byStart.set(start, [...(byStart.get(start) ?? []), prepared]);
    }
  }
  return byStart;
}

/** The candidates that may start in a cell. */
export function possibleIn(
  byStart: Map<string, TPrepared[]>,
  line: TLine,
  cell: TLine['cells'][number],
): Set<TPrepared> {
  // A label starts at the first word, or after "incl.", a qualifier or a rate ("A 19,00% MwSt") at the latest.
  const starts = new Set(cell.tokens.slice(0, 4).map((token) => indexKey(token.word)));
  // "Rg.-Nr.", "Abf.": a word cut short starts a label whose first word has its first letter.
  for (const token of cell.tokens.slice(0, 2).filter((each) => line.text[each.end] === '.')) {
    starts.add(initialKey(token.word));
  }
  // "HK-Vorauszahlung": a compound's first part as its capitals starts a label of that part (PREFIX_ACRONYMS).
  for (const token of cell.tokens.slice(0, 2).filter((each) => line.text[each.end] === '-')) {
    starts.add(indexKey(PREFIX_ACRONYMS[token.word] ?? token.word));
  }
  // "VRM", "PCN No": an acronym starts a label whose first word has its first letter.
  for (const token of cell.tokens.slice(0, 2).filter((each) => isAcronym(each, line.text))) {
    starts.add(initialKey(token.word));
  }
  // A compound's label part starts inside its first word ("Paket·gewicht").
  const first = cell.tokens[0]?.word ?? '';
  for (let at = COMPOUND_HEAD; at <= first.length - COMPOUND_LABEL; at++) {
    starts.add(indexKey(first.slice(at)));
  }
  return new Set([...starts].flatMap((start) => byStart.get(start) ?? []));
}
