// Where the corpus renderers put a line's cells: fixed column starts, moved right past the widest cell before.

export const cellsOf = (line: string) => line.split('\t');

export function columnX(count: number, index: number) {
  const width = count <= 2 ? 200 : count === 3 ? 150 : 110;
  return 50 + index * width;
}

/**
 * Where each line's cells start. Consecutive lines with the same number of cells are one table: a column starts
 * at its fixed place (`fixedX`) or `gap` after the widest cell (by `measure`) of the column before, as a table
 * generator lays it out, so no cell runs into the next one.
 */
export function tableColumnStarts(
  lines: string[],
  measure: (text: string) => number,
  fixedX: (count: number, column: number) => number,
  gap: number,
): number[][] {
  const starts: number[][] = [];
  let index = 0;
  while (index < lines.length) {
    const count = cellsOf(lines[index] ?? '').length;
    let end = index + 1;
    while (end < lines.length && lines[end] !== '\f' && cellsOf(lines[end] ?? '').length === count) {
      end++;
    }
    const block = lines.slice(index, end).map(cellsOf);
    const columns: number[] = [];
    for (let column = 0; column < count; column++) {
      const before = columns[column - 1];
      const widest = Math.max(...block.map((cells) => measure((cells[column - 1] ?? '').trim())));
      columns.push(Math.max(fixedX(count, column), before === undefined ? 0 : before + widest + gap));
    }
    starts.push(...block.map(() => columns));
    index = end;
  }
  return starts;
}
