import { addressPartOf, ownLinePart, partOf } from './address-parts.ts';
import { parentCandidates } from './candidates.ts';
import { findLabelMatches } from './find-labelled.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';
import { labelWords } from './words.ts';

/**
 * A part of the address block under its object's label standing alone ("Lieferadresse" / "SHIPPING TO" over
 * name, street and postal line): `lieferadresse.strasse`, `ship_to.zip`; a postal code and city asked for together
 * (`plz_ort`) are the whole postal line. Null when the label or the part is not there.
 */
export function addressPartUnderLabel(lines: TLine[], parentName: string, words: string[]): TValueSource | null {
  const part = addressPartOf(words);
  if (!part || part === 'address') {
    return null;
  }
  const both =
    part === 'postal' && addressPartOf(words.filter((word) => addressPartOf([word]) !== 'postal')) === 'city';
  for (const match of findLabelMatches(lines, parentCandidates(parentName)).filter((each) => each.standalone)) {
    // The postal line ends the block ("2250 Pine St" over "Boulder, CO 80302"): its last match for a postal part.
    let found: TValueSource | null = null;
    let started = false;
    for (let index = match.lineIndex + 1; index < match.lineIndex + 7 && index < lines.length; index++) {
      const line = lines[index] as TLine;
      if (isBlank(line)) {
        if (started) {
          break;
        }
        continue;
      }
      // The next block's own label ("BILL TO", "Rechnungsadresse") ends this block, blank line or not.
      if (line.cells.length === 1 && !/\d/.test(line.text) && isKnownLabel(labelWords(line.text).join(' '))) {
        break;
      }
      started = true;
      for (const segment of line.text.trim().split(/,\s(?![A-Z]{2}\s+\d)/)) {
        // A British block's post town and postcode on lines of their own ("Edinburgh" / "EH6 7QZ").
        const value = both
          ? partOf(segment, 'postal') && segment
          : (partOf(segment.trim(), part) ?? ownLinePart(segment.trim(), lines[index + 1], part));
        if (value && (part !== 'street' || !found)) {
          const start = line.text.indexOf(value);
          found = { text: value, line, quoteStart: start, quoteEnd: start + value.length };
        }
      }
    }
    if (found) {
      return found;
    }
  }
  return null;
}
