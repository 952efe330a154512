// The longest line the offline extractor's rules read at once. A real document has no line of thousands of
// characters (a long paragraph of a Word file is about 1,500), but an upload may hold one of 200,000: the rules read a
// line's clauses, dates and sums against each other, and work that grows with the square of one line's length blocks
// the job process for minutes. A longer line is read in pieces of at most this length, cut after a space where there
// is one in the piece's second half; each piece is an exact part of the text, so the values quoted from it still are.
export const LONGEST_LINE = 2_000;

// The blanks, bars and dotted leaders that part a line's cells (lines.ts adds a form's box edges): a tab, a "|" with
// the blanks around it, a dotted leader between blanks ("TOTAL ........ 12,00"), two and more spaces. A bar's or a
// leader's blanks are matched only from the first blank of their run (or the bar itself): tried from every blank of a
// run that no bar or leader ends (em spaces, which break no cell), they scanned the rest of the run each time, ~60 ms
// per 2,000-character line and 20 s for one line of 30,000 before it was cut. The text they part is the same (the
// test of session 18 compares the cells on 600,000 random strings): a run a bar or leader ends was one match from its
// first blank already, or a tab run's match and the rest's; a leader after tabs alone stays unread as before.
export const BLANK_SEPARATORS = String.raw`(?<!\s)\s*\|\s*|\|\s*|(?<!\s)\t*[^\S\t]\s*\.{3,}\s+|\t+|[ \u00a0]{2,}`;

// Cells apart as lines.ts reads them: a line of cells none longer than LONGEST_LINE is a table's (a header of
// thousands of columns, whose rows follow it) and stays whole; its cells bound the rules' work as pieces would.
const CELL_SEPARATOR = new RegExp(BLANK_SEPARATORS);

/** The pieces a line is read in: itself when short enough, else consecutive parts of at most LONGEST_LINE. */
export function linePieces(text: string): string[] {
  if (text.length <= LONGEST_LINE || text.split(CELL_SEPARATOR).every((cell) => cell.length <= LONGEST_LINE)) {
    return [text];
  }
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > LONGEST_LINE) {
    let end = start + LONGEST_LINE;
    // Back to the last space in the piece's second half (after it, so the piece keeps its words whole).
    let space = end;
    while (space > start + LONGEST_LINE / 2 && !/\s/.test(text[space - 1] ?? '')) {
      space -= 1;
    }
    if (space > start + LONGEST_LINE / 2) {
      end = space;
    } else if (/[\uDC00-\uDFFF]/.test(text[end] ?? '')) {
      end -= 1; // never between the two halves of a character written as a surrogate pair
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** How many lines of the documents are longer than LONGEST_LINE (read in pieces), for the execution's warning. */
export const longLineCount = (texts: string[]) =>
  texts.reduce((count, text) => count + text.split('\n').filter((line) => linePieces(line).length > 1).length, 0);
