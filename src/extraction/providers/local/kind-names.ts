import { isDocumentTitle } from './document-titles.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { inSignature } from './mail-parts.ts';
import { NAME_LIKE } from './vocabulary.ts';
import { tokenize } from './words.ts';

/** The first lines of a document's body (its letterhead): the indexes of the first `count` lines with text. */
function openingLines(lines: TLine[], count: number): number[] {
  return [...lines.entries()]
    .filter(([, line]) => !line.header && !isBlank(line))
    .slice(0, count)
    .map(([index]) => index);
}

/**
 * Whether a line is one of the two that open the document ("Tankstelle Ostermeier" over its address) or a line of a
 * mail's signature ("Hotel Alpenblick" under "Mit freundlichen Grüßen"): where a business writes its own name.
 */
export const opensDocument = (lines: TLine[], lineIndex: number) =>
  openingLines(lines, 2).includes(lineIndex) || inSignature(lines, lines[lineIndex]);

/**
 * A business name holding its kind in the letterhead, for `station_name`, `hotel_name`, `apotheke`: a line of one
 * cell, without digits or a colon, whose last word is the kind or ends in it ("MOORGATE SERVICE STATION",
 * "Linden-Apotheke"). Null when the opening lines hold none.
 */
function nameHoldingKind(lines: TLine[], kind: string): TValueSource | null {
  for (const index of kind.length >= 4 ? openingLines(lines, 3) : []) {
    const line = lines[index] as TLine;
    const last = tokenize(line.text).at(-1)?.word ?? '';
    if (line.cells.length === 1 && !/[:\d]/.test(line.text) && (last === kind || last.endsWith(kind))) {
      return { text: line.text.trim(), line, quoteStart: 0, quoteEnd: line.text.length };
    }
  }
  return null;
}

/** For `station_name`, `hotel_name` (a kind and a name word): the letterhead line ending in the kind, or null. */
export const nameOfKind = (lines: TLine[], words: string[]) =>
  words.length === 2 && NAME_LIKE.has(words[1] ?? '') ? nameHoldingKind(lines, words[0] ?? '') : null;

// "Ihren Ausweis", "Your order": a determiner makes a phrase of a sentence, not a name.
const DETERMINER = /^\s*(?:ihr\p{L}*|your|our|unser\p{L}*|my|mein\p{L}*|the|der|die|das|den|dem|ein\p{L}*|a|an)\s/iu;
const LETTERHEAD_PART = /\s[·•]\s/u;

/**
 * "Linden-Apotheke", "KENSINGTON PHARMACY" alone on a line: a name holding its kind, not a label over an address.
 * A letterhead of parts apart by "·" ("Hotel Alpenrose · Zugspitzstraße 4 · 82467 …") starts with the name.
 */
export function nameWithKind(line: TLine | undefined): TValueSource | null {
  const name = line?.text.split(LETTERHEAD_PART)[0] ?? '';
  // "Product Registration Confirmation" opening the page is the document's title, no product's name.
  return line && !/[:\d]/.test(name) && line.cells.length === 1 && !DETERMINER.test(name) && !isDocumentTitle(name)
    ? { text: name.trim(), line, quoteStart: 0, quoteEnd: name.length }
    : null;
}
