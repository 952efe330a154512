import type { TLeafValue } from './coerce.ts';
import { isIdentifierName } from './identifiers.ts';
import type { TLearnedField } from './learned-features.ts';
import type { TPair } from './learned-pairs.ts';
import { sameStem } from './learned-similarity.ts';
import { isBlank, type TLine } from './lines.ts';
import { partyRole } from './parties.ts';
import { ISSUER, ISSUER_ENDING, RECIPIENT, RECIPIENT_ENDING } from './party-words.ts';
import { datesIn } from './qualified.ts';
import { namesMoney } from './value-kinds.ts';
import { NAME_LIKE, STOPWORDS } from './vocabulary.ts';
import { labelWords, nameWords } from './words.ts';

// What a reader sees around a candidate besides its label (session 19): whose block it stands in (sender or
// recipient words above it, "An"/"To"/"für" before it) against the party the field names, where on the page it
// stands (letterhead, footer, a table's row), whether its shape is what the field's name asks for (a date for a
// "…datum", digits for a number, words for a name), how near a heading names the field, and whether the value is
// already another field's. Generic like learned-features.ts: word lists only of roles and types, no field's word.

export const CONTEXT_FEATURE_NAMES = [
  'roleOwn',
  'roleOther',
  'addressed',
  'topLines',
  'bottomLines',
  'tableRow',
  'shapeFits',
  'shapeMisfits',
  'synonymAbove',
  'valueUsedLoose',
] as const;

// "An", "To", "Für", "Attn", "z. Hd.": a line or label that addresses what follows to someone.
const ADDRESSING = new Set(['an', 'to', 'fuer', 'for', 'attn', 'attention', 'hd']);
const DATE_WORD = /^(?:date|datum|day|tag)$|datum$|date$/u;
const COUNT_WORD = /^(?:number|count|anzahl|menge|quantity|qty|nr|no)$/u;
// Lines a block and a heading reach above a pair's label: an address block, a section's first rows.
const BLOCK_LINES = 4;
const HEADING_LINES = 6;
const EDGE_LINES = 20;

type TBlock = { words: string[]; addressed: boolean };

/** Per document: each line's words and each pair's block, computed once for all fields and pairs. */
export type TDocumentContext = {
  lines: TLine[];
  words: (index: number) => string[];
  blocks: Map<TPair, TBlock>;
};

export function documentContext(lines: TLine[]): TDocumentContext {
  // Only the lines near a pair are read (a long document's pairs are capped, its lines are not).
  const words: string[][] = [];
  return {
    lines,
    words: (index) => {
      words[index] ??= labelWords(lines[index]?.text ?? '');
      return words[index];
    },
    blocks: new Map(),
  };
}

/** The words of a line within a column span (a side-by-side block's half), or the whole line's. */
function wordsOver(line: TLine, start: number, end: number, all: string[]): string[] {
  if (line.cells.length <= 1) {
    return all;
  }
  const cells = line.cells.filter((cell) => cell.start < end + 2 && start < cell.end + 2);
  return cells.flatMap((cell) => labelWords(line.text.slice(cell.start, cell.end)));
}

/** The words of the pair's block: its label line and up to BLOCK_LINES filled lines above it, up to a blank line. */
function blockWords(context: TDocumentContext, pair: TPair): TBlock {
  const known = context.blocks.get(pair);
  if (known) {
    return known;
  }
  const { start, end } = { start: pair.value.quoteStart, end: pair.value.quoteEnd };
  const words: string[] = [...pair.words];
  let addressed = ADDRESSING.has(pair.words[0] ?? '');
  for (let index = pair.lineIndex - 1; index >= 0 && index >= pair.lineIndex - BLOCK_LINES; index--) {
    const line = context.lines[index];
    if (!line || isBlank(line)) {
      break;
    }
    const over = wordsOver(line, start, end, context.words(index));
    addressed ||= over.length <= 2 && ADDRESSING.has(over[0] ?? '');
    words.push(...over);
  }
  context.blocks.set(pair, { words, addressed });
  return { words, addressed };
}

const saysIssuer = (words: string[]) => words.some((word) => ISSUER.has(word) || ISSUER_ENDING.test(word));
const saysRecipient = (words: string[]) => words.some((word) => RECIPIENT.has(word) || RECIPIENT_ENDING.test(word));

/** What shape the field's name asks for: a date, an amount, digits, words, or nothing said. */
function wantedShape(field: TLearnedField): 'date' | 'amount' | 'digits' | 'words' | null {
  const { words, property } = field;
  const last = words.at(-1) ?? '';
  if (property.type !== 'string' || property.format) {
    return null;
  }
  if (DATE_WORD.test(last)) {
    return 'date';
  }
  if (namesMoney(words)) {
    return 'amount';
  }
  if (isIdentifierName(words) || COUNT_WORD.test(last)) {
    return 'digits';
  }
  const party = partyRole([...words, ...nameWords(field.parentName ?? '')]) !== null;
  return NAME_LIKE.has(last) || party ? 'words' : null;
}

function hasShape(shape: ReturnType<typeof wantedShape>, text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  switch (shape) {
    case 'date':
      return datesIn(text).length > 0;
    case 'amount':
      return /\d[.,]\d{2}(?!\d)/u.test(text);
    case 'digits':
      return digits > 0;
    case 'words':
      return /\p{L}{2}/u.test(text) && digits <= 2;
    default:
      return false;
  }
}

const loose = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Per field, computed once: whether a line holds a word of its name or labels (read when asked), its party role. */
export type TFieldContext = { synonymAt: (index: number) => boolean; role: ReturnType<typeof partyRole> };

export function fieldContext(field: TLearnedField, context: TDocumentContext): TFieldContext {
  const synonyms = [
    ...new Set([
      ...field.ownWords,
      ...field.candidates.filter((each) => each.weight >= 3).flatMap((each) => each.words),
    ]),
  ].filter((word) => word.length >= 4 && !STOPWORDS.has(word));
  const known = new Map<number, boolean>();
  return {
    synonymAt: (index) => {
      const found =
        known.get(index) ?? context.words(index).some((word) => synonyms.some((each) => sameStem(each, word)));
      known.set(index, found);
      return found;
    },
    role: partyRole([...field.words, ...nameWords(field.parentName ?? '')]),
  };
}

/** The context features of one (field, pair), in CONTEXT_FEATURE_NAMES order. */
export function contextFeatures(
  field: TLearnedField,
  own: TFieldContext,
  pair: TPair,
  value: TLeafValue,
  context: TDocumentContext & { usedLoose: Set<string> },
): number[] {
  const { words, addressed } = blockWords(context, pair);
  const issuer = saysIssuer(words);
  const recipient = saysRecipient(words) || addressed;
  const ownRole = own.role === 'issuer' ? issuer : own.role === 'recipient' ? recipient : false;
  const otherRole = own.role === 'issuer' ? recipient : own.role === 'recipient' ? issuer : false;
  const valueLine = pair.valueIndex;
  const shape = wantedShape(field);
  const fits = shape !== null && hasShape(shape, pair.value.text);
  let above = 0;
  for (let distance = 1; distance <= HEADING_LINES && above === 0; distance++) {
    if (pair.lineIndex - distance >= 0 && own.synonymAt(pair.lineIndex - distance)) {
      above = (HEADING_LINES + 1 - distance) / HEADING_LINES;
    }
  }
  const written = loose(String(value));
  const used =
    written.length > 0 &&
    [...context.usedLoose].some(
      (each) =>
        each === written ||
        (written.length >= 4 && each.length >= 4 && (each.includes(written) || written.includes(each))),
    );
  const features: Record<(typeof CONTEXT_FEATURE_NAMES)[number], number> = {
    roleOwn: ownRole && !otherRole ? 1 : 0,
    roleOther: otherRole && !ownRole ? 1 : 0,
    addressed: addressed ? 1 : 0,
    topLines: Math.min(valueLine, EDGE_LINES) / EDGE_LINES,
    bottomLines: Math.min(context.lines.length - 1 - valueLine, EDGE_LINES) / EDGE_LINES,
    tableRow: pair.value.line.cells.length >= 3 ? 1 : 0,
    shapeFits: fits ? 1 : 0,
    shapeMisfits: shape !== null && !fits ? 1 : 0,
    synonymAbove: above,
    valueUsedLoose: used ? 1 : 0,
  };
  return CONTEXT_FEATURE_NAMES.map((name) => features[name]);
}

/** The rules' values of other fields, written loosely (case, blanks and marks aside). */
export const looseValues = (values: Set<string>) => new Set([...values].map(loose).filter((each) => each.length > 0));
