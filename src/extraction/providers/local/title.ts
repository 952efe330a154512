import type { TExtractionInstructions } from '../../types.ts';
import type { TFoundLeaf } from './leaf-context.ts';
import type { TLine } from './lines.ts';
import { synonymsOf } from './synonyms.ts';
import { documentKindIn } from './title-words.ts';
import { nameWords } from './words.ts';

const MAX_TITLE = 80;
const NUMBER_WORDS = new Set(['number', 'no', 'nr', 'nummer', 'id']);
// Who a document is from or for, most identifying first.
const PARTY_NAMES = ['supplier', 'vendor', 'seller', 'issuer', 'sender', 'company', 'customer', 'client', 'recipient'];

const shorten = (text: string) => (text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1).trimEnd()}…` : text);

/**
 * "Invoice 4711" from invoice_number (or invoice.number), "Rechnung 4711" for German output; the
 * value alone for a bare "number".
 */
function documentNumber(leaves: TFoundLeaf[], language: string): string | null {
  for (const leaf of leaves) {
    const words = nameWords(leaf.property.name);
    if (words.some((word) => NUMBER_WORDS.has(word) || word.endsWith('nummer'))) {
      // German compounds: rechnungsnummer → rechnungs.
      const kind = words
        .filter((word) => !NUMBER_WORDS.has(word))
        .map((word) => (word.endsWith('nummer') ? word.slice(0, -'nummer'.length) : word))
        .filter(Boolean);
      const named = kind.length > 0 ? kind : leaf.parentName ? nameWords(leaf.parentName) : [];
      return [named.length > 0 ? documentKindIn(named, language) : '', String(leaf.value)].filter(Boolean).join(' ');
    }
  }
  return null;
}

function party(leaves: TFoundLeaf[]): string | null {
  for (const name of PARTY_NAMES) {
    const leaf = leaves.find(
      (candidate) =>
        typeof candidate.value === 'string' &&
        (nameWords(candidate.property.name).join(' ') === name || candidate.parentName === name),
    );
    if (leaf) {
      return String(leaf.value);
    }
  }
  return null;
}

function automaticTitle(leaves: TFoundLeaf[], lines: TLine[], language: string): string | null {
  const parts = [documentNumber(leaves, language), party(leaves)].filter((part): part is string => Boolean(part));
  if (parts.length > 0) {
    return shorten(parts.join(' – '));
  }
  const first = lines.find((line) => line.text.trim() !== '');
  return first ? shorten(first.text.trim()) : null;
}

/** Where the instruction first mentions a field by its name or a synonym (words, any case), or -1. */
function mentionAt(instruction: string, leaf: TFoundLeaf): number {
  const text = ` ${nameWords(instruction).join(' ')} `;
  const own = nameWords(leaf.property.name).join(' ');
  const positions = [own, ...synonymsOf(own)]
    .map((phrase) => text.indexOf(` ${phrase} `))
    .filter((position) => position !== -1);
  return positions.length > 0 ? Math.min(...positions) : -1;
}

/**
 * A title from the found values. Automatic: document number and party ("Invoice 4711 – ACME GmbH"),
 * else the first line. Instructions: the fields the instruction mentions, in its order.
 */
export function buildTitle(
  leaves: TFoundLeaf[],
  lines: TLine[],
  instructions: Pick<TExtractionInstructions, 'titleConfig' | 'outputLanguage'>,
): string | null {
  const { titleConfig } = instructions;
  if (titleConfig.mode === 'instructions') {
    const mentioned = leaves
      .map((leaf) => ({ leaf, at: mentionAt(titleConfig.instructions, leaf) }))
      .filter((entry) => entry.at !== -1)
      .sort((a, b) => a.at - b.at);
    if (mentioned.length > 0) {
      return shorten(mentioned.map((entry) => String(entry.leaf.value)).join(' – '));
    }
  }
  return automaticTitle(leaves, lines, instructions.outputLanguage);
}
