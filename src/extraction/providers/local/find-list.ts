import type { TSchemaNode } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { findLabelMatches } from './find-labelled.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, looksLabelled, type TLine } from './lines.ts';

type TListItem = { value: TLeafValue; source: TValueSource };

const BULLET = /^\s*(?:[-*•·–]|\d{1,3}[.)])\s+/;
const MAX_LIST_LINES = 200;

/** Items after a label that stands alone: one per line until a blank line, a label line or the page end. */
function itemsBelow(lines: TLine[], lineIndex: number, node: TSchemaNode): TListItem[] {
  const label = lines[lineIndex];
  const items: TListItem[] = [];
  for (let index = lineIndex + 1; index <= lineIndex + MAX_LIST_LINES; index++) {
    const line = lines[index];
    if (!line || !label || isBlank(line) || line.page !== label.page || line.fileName !== label.fileName) {
      break;
    }
    if (looksLabelled(line.text)) {
      break;
    }
    const value = coerceValue(node, line.text.replace(BULLET, ''));
    if (value === null) {
      break;
    }
    items.push({ value, source: { text: line.text, line, quoteStart: 0, quoteEnd: line.text.length } });
  }
  return items;
}

/** Items on the label's own line, comma or semicolon separated ("1,5, 2" keeps German decimals: a list comma has a space after it). */
function itemsInline(source: TValueSource, node: TSchemaNode): TListItem[] {
  const separator = node.type === 'number' ? /;\s*|,\s+/ : /(?<!\s)\s*[,;]\s*|[,;]\s*/;
  return source.text
    .split(separator)
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
