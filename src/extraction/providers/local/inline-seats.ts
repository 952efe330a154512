// A ticket's or badge's place written inline, each part under its one-word label: "Wagen 7, Platz 45, Großraum",
// "Block 13 · Reihe 4 · Platz 21", "Stalls, Row F, Seat 14", "Halle 5 · Stand C41". The label reader takes "·" for no
// cell separator and runs a value on past the next label after a comma ("45, Großraum, Fenster"); here a line is cut
// into its parts first and a part "Label value" gives its short value to the field the label names.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { foldWord } from './words.ts';

// The parts of an inline place: apart by a comma, a middle dot, a bullet, a bar or a slash, or by a gap of spaces.
const PART = /[,·•|/]|\s{2,}/u;
// "Platz 45", "Row F", "Stand C41", "Eingang Süd": one word of a label and a short value (bounded, so a long part fails
// at once).
const LABELLED = /^(\p{L}{2,14})\.?\s{1,3}([\p{Lu}\d][\p{L}\d-]{0,5})$/u;
// A place's value: with a digit ("45", "34A", "C41"), or one to three letters ("F", "B", "Süd").
const PLACE_VALUE = /\d|^\p{L}{1,3}$/u;
// Words a field's name may add to its label's: `seat_number`, `platz_nr`.
const NUMBER_WORD = /^(?:number|nr|no|num|nummer)$/;
// The labels of a place's parts: a seat, its row, block, coach, deck or cabin, a hall and stand, a gate or entrance.
// Other labels keep their own reading (this one runs before it and must not take a value that reading gets right).
const PLACE_LABEL =
  /^(?:seat|sitz|platz|sitzplatz|row|reihe|block|sektor|section|wagen|coach|car|deck|cabin|kabine|berth|bett|halle|hall|stand|gate|eingang|entrance|tor|level|ebene|tribuene)$/u;
// A line of an inline place is short; a long line is a sentence or a table row.
const MAX_LINE = 160;

type TPart = { label: string; value: string; start: number };

/** The labelled parts of a line, or none where fewer than two parts are "Label value" (no inline place). */
export function placeParts(text: string): TPart[] {
  if (text.length > MAX_LINE || !/[,·•|/]/u.test(text)) {
    return [];
  }
  const parts: TPart[] = [];
  let offset = 0;
  for (const piece of text.split(PART)) {
    const trimmed = piece.trim();
    const match = LABELLED.exec(trimmed);
    const value = match?.[2];
    if (match?.[1] && value && PLACE_VALUE.test(value)) {
      const start = offset + piece.indexOf(trimmed) + trimmed.length - value.length;
      parts.push({ label: foldWord(match[1]), value, start });
    }
    // The separator is one character, or a gap of spaces: find where the next piece starts.
    const next = text.indexOf(piece, offset) + piece.length;
    offset = next + (text.slice(next).match(/^(?:[,·•|/]|\s{2,})/u)?.[0].length ?? 0);
  }
  return parts.length >= 2 ? parts : [];
}

/**
 * The value of an inline place's part the field's name names ("Platz 45" for `platz`, "Seat 14" for `seat_number`):
 * only on a line of two labelled parts at least, and only where the document gives the label one value.
 */
export function inlinePlace(lines: TLine[], words: string[]): TValueSource | null {
  const own = words.filter((word) => !NUMBER_WORD.test(word));
  if (own.length !== 1 || words.length > 2 || !PLACE_LABEL.test(own[0] ?? '')) {
    return null;
  }
  let source: TValueSource | null = null;
  for (const line of lines) {
    if (line.header) {
      continue;
    }
    for (const part of placeParts(line.text)) {
      if (part.label !== own[0]) {
        continue;
      }
      if (source && source.text !== part.value) {
        return null;
      }
      source ??= { text: part.value, line, quoteStart: part.start, quoteEnd: part.start + part.value.length };
    }
  }
  return source;
}
