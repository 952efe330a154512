import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { labelWords, nameWords } from './words.ts';

/**
 * Fields sharing their first name word (`course_code`, `course_title`) under headers that print it once: "Course |
 * Title" (a register's code column, then the title). "Course" alone first named the field labelled so loosely
 * (`course_title`, whose labels include the bare "course"); when a later unnamed header cell is that field's own
 * last name word ("Title"), it takes that field and the shared word's cell takes the one other field starting with
 * that word and left unnamed (`course_code`). Changes `columns` in place; one pass over the cells.
 */
export function withSharedQualifier(
  texts: string[],
  properties: TSchemaProperty[],
  columns: (TSchemaProperty | null)[],
): void {
  // The cells printing only the first name word of the two-word field they took, by that field's last word.
  const sharing = new Map<string, number>();
  columns.forEach((taken, at) => {
    const name = taken ? nameWords(taken.name) : [];
    const shared = labelWords(texts[at] ?? '');
    if (name.length === 2 && shared.length === 1 && shared[0] === name[0] && !sharing.has(name[1] ?? '')) {
      sharing.set(name[1] ?? '', at);
    }
  });
  if (sharing.size === 0) {
    return;
  }
  texts.forEach((text, index) => {
    const words = labelWords(text);
    const at = words.length === 1 ? sharing.get(words[0] ?? '') : undefined;
    const taken = at === undefined ? null : columns[at];
    if (at === undefined || !taken || columns[index] !== null || at >= index) {
      return;
    }
    const first = nameWords(taken.name)[0];
    const others = properties.filter((property) => {
      const other = nameWords(property.name);
      return property !== taken && other.length === 2 && other[0] === first && !columns.includes(property);
    });
    // One try per shared word: the cells after it printing the same word again change nothing.
    sharing.delete(words[0] ?? '');
    if (others.length === 1 && others[0]) {
      columns[at] = others[0];
      columns[index] = taken;
    }
  });
}
