import type { TSchemaNode } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { findLabelMatches } from './find-labelled.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, looksLabelled, type TLine } from './lines.ts';
import { LIST_BULLET } from './list-marks.ts';

type TListItem = { value: TLeafValue; source: TValueSource };

const MAX_LIST_LINES = 200;

// A list set off from its heading by blank lines (an HTML heading, a word processor's paragraph spacing) is read only
// when it looks like one: every line bulleted, or two or more short lines none of which ends a sentence. A heading
// followed by a paragraph of prose keeps giving nothing (an array of wrong items costs more than an empty one).
const MAX_GAP = 2;
const SHORT_ITEM = 80;
const SHORT_PART = 40;
const SENTENCE_END = /[.!?:]\s*$/;

function listLike(block: TLine[]): boolean {
  if (block.every((line) => LIST_BULLET.test(line.text))) {
    return true;
  }
  return (
    block.length >= 2 && block.every((line) => line.text.trim().length <= SHORT_ITEM && !SENTENCE_END.test(line.text))
  );
}

/** Items after a label that stands alone: one per line until a blank line, a label line or the page end. */
function itemsBelow(lines: TLine[], lineIndex: number, node: TSchemaNode): TListItem[] {
  const label = lines[lineIndex];
  let first = lineIndex + 1;
  while (first - lineIndex - 1 < MAX_GAP && lines[first] && isBlank(lines[first] as TLine)) {
    first++;
  }
  const block: TLine[] = [];
  for (let index = first; index < first + MAX_LIST_LINES; index++) {
    const line = lines[index];
    if (!line || !label || isBlank(line) || line.page !== label.page || line.fileName !== label.fileName) {
      break;
    }
    if (looksLabelled(line.text)) {
      break;
    }
    block.push(line);
  }
  const only = block.length === 1 ? block[0] : undefined;
  if (only && !LIST_BULLET.test(only.text)) {
    // One line of short comma-separated words under the heading ("Sprachen" over "Deutsch, Englisch (C1)") is the list.
    const parts = inlineParts(only.text, node.type === 'number');
    if (parts.length >= 2 && parts.every((part) => part.length <= SHORT_PART && !SENTENCE_END.test(part))) {
      const source = { text: only.text, line: only, quoteStart: 0, quoteEnd: only.text.length };
      return itemsInline(source, node);
    }
  }
  if (first > lineIndex + 1 && !listLike(block)) {
    return [];
  }
  const items: TListItem[] = [];
  for (const line of block) {
    const value = coerceValue(node, line.text.replace(LIST_BULLET, ''));
    if (value === null) {
      break;
    }
    items.push({ value, source: { text: line.text, line, quoteStart: 0, quoteEnd: line.text.length } });
  }
  return items;
}

/**
 * The parts of an inline list: comma or semicolon separated ("1,5, 2" keeps German decimals: a list comma has a space
 * after it); a sentence's closing period is no part of its last item, and the last two items of a list of three or
 * more may be joined by "and" / "und" ("Aileen Boyd, Marcus Webb and Dr Sana Qureshi", "A, B, and C").
 */
export function inlineParts(text: string, numbers: boolean): string[] {
  // Split on the separator alone and trim after: "\s*[,;]\s*" rescanned a long blank run from each of its blanks.
  const parts = text.split(numbers ? /;|,(?=\s)/ : /[,;]/).map((part) => part.trim());
  if (parts.length < 2) {
    return parts;
  }
  const last = parts.length - 1;
  let final = (parts[last] ?? '').replace(/^(?:and|und|&)\s+/i, '');
  // The sentence's period, not an abbreviation's ("Ltd.", "etc."): the last word has four letters or more.
  const lastWord = final.slice(final.lastIndexOf(' ') + 1);
  if (/^\p{L}\p{Ll}{3,}\.$/u.test(lastWord)) {
    final = final.slice(0, -1);
  }
  parts[last] = final;
  const joined = /\s(?:and|und|&)\s/.exec(final);
  const joinedElsewhere = parts.slice(0, last).some((part) => /\s(?:and|und|&)\s/.test(part));
  const [before, after] = joined
    ? [final.slice(0, joined.index).trim(), final.slice(joined.index + joined[0].length).trim()]
    : ['', ''];
  if (before !== '' && after !== '' && !joinedElsewhere) {
    parts.splice(last, 1, before, after);
  }
  return parts;
}

/** Items on the label's own line. */
function itemsInline(source: TValueSource, node: TSchemaNode): TListItem[] {
  return inlineParts(source.text, node.type === 'number')
    .map((part) => coerceValue(node, part))
    .filter((value): value is TLeafValue => value !== null)
    .map((value) => ({ value, source }));
}

/** An array of strings, numbers or booleans listed under or after a label naming the array. */
export function findList(
  lines: TLine[],
  property: { name: string; description?: string; parentName?: string },
  node: TSchemaNode,
): TListItem[] {
  for (const match of findLabelMatches(lines, candidatesFor(property))) {
    const items = match.value
      ? itemsInline(match.value, node)
      : match.standalone
        ? itemsBelow(lines, match.lineIndex, node)
        : [];
    if (items.length > 0) {
      return items;
    }
  }
  return [];
}
