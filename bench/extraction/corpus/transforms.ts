// Mechanical variants of a layout's lines, for more tuning documents without more templates.

/** "Label: value" lines become the label on one line and the value on the next. */
export function labelsAbove(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const match = /^([^:\t\d]{2,40}):\s+(.+)$/.exec(line);
    return match ? [match[1] ?? '', match[2] ?? '', ''] : [line];
  });
}

/** Labels in capitals with dotted leaders ("TOTAL ........ 12,00"), cells joined by leaders too. */
export function dottedLeaders(lines: string[]): string[] {
  return lines.map((line) => {
    const match = /^([^:\t\d]{2,40}):\s+(.+)$/.exec(line);
    if (match) {
      return `${(match[1] ?? '').toUpperCase()} ${'.'.repeat(Math.max(3, 28 - (match[1] ?? '').length))} ${match[2]}`;
    }
    const cells = line.split('\t');
    return cells.length === 2 && !/\d/.test(cells[0] ?? '') ? `${cells[0]} ... ${cells[1]}` : line;
  });
}

/** What a poor scan does to labels (values stay, no extractor can undo noise in a name): umlauts lose
 * their dots, an o becomes 0. Applies to the part before a dotted leader. */
export function ocrNoise(lines: string[]): string[] {
  const undot: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', Ä: 'A', Ö: 'O', Ü: 'U' };
  return lines.map((line) => {
    const leader = line.indexOf(' ...');
    if (leader === -1) {
      return line;
    }
    const label = line
      .slice(0, leader)
      .replace(/[äöüÄÖÜ]/g, (char) => undot[char] ?? char)
      .replace(/O/, '0');
    return label + line.slice(leader);
  });
}

/** Consecutive "Label: value" lines two by two on one line, as in a two-column header block. */
export function sideBySide(lines: string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const next = lines[index + 1] ?? '';
    const labelled = (text: string) => /^[^:\t\d]{2,40}:\s+\S/.test(text);
    if (labelled(line) && labelled(next)) {
      result.push(`${line}\t${next}`);
      index++;
    } else {
      result.push(line);
    }
  }
  return result;
}

/** Cells as a Markdown-like table ("| a | b |"), the way some systems export text. */
export function pipes(lines: string[]): string[] {
  return lines.map((line) => (line.includes('\t') ? `| ${line.split('\t').join(' | ')} |` : line));
}
