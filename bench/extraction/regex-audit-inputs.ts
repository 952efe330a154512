// The hostile strings the regex audit (regex-audit.ts) times a pattern on: runs of one unit repeated to a length, with
// a tail no pattern expects. Generic units (blanks, digits, dots, letters, separators) come first; then units built
// from the pattern itself: a character each of its classes and escapes matches, its literal pieces, pairs of
// neighbouring atoms and its whole skeleton (one character per atom, in order), so a quantified group meets its own
// contents again and again. A pattern that backtracks over such a run grows with its square (or cube) in the run's
// length, which the audit measures.

export type THostileInput = { name: string; unit: string; tail: string };

// Characters a class may match: each class or escape of the pattern is represented by the first ones it accepts.
const UNIVERSE = [' ', 'a', 'A', '1', '.', ',', '-', ':', '/', '\u2003', '\t', 'ä', '€', '(', ')', '*', '#', '\n', '_'];
const TAILS = ['\u0001', '!'];

const GENERIC: [string, string][] = [
  ['spaces', ' '],
  ['em spaces', '\u2003'],
  ['tabs', '\t'],
  ['digits', '1'],
  ['dots', '.'],
  ['letters', 'a'],
  ['capitals', 'A'],
  ['digit space', '1 '],
  ['word space', 'ab '],
  ['digit dot', '1.'],
  ['digit comma', '1,'],
  ['comma space', ', '],
  ['dash space', '- '],
  ['colon space', ': '],
  ['two spaces', 'a  '],
  ['bar', ' | '],
  ['newline', 'a\n'],
  ['slash', '1/'],
  ['amount', '1.234,56 '],
  ['date', '01.02.2026 '],
];

/** The characters of UNIVERSE that `set` (a class's or an escape's source) accepts, at most `most` of them. */
function members(set: string, flags: string, most = 2): string[] {
  try {
    const pattern = new RegExp(`^${set}$`, flags.replace(/[gy]/g, ''));
    return UNIVERSE.filter((char) => pattern.test(char)).slice(0, most);
  } catch {
    return [];
  }
}

/** The atoms of a pattern's source, each as the characters that stand for it; groups and quantifiers are skipped. */
function atoms(source: string, flags: string): string[][] {
  const found: string[][] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index] as string;
    if (char === '\\') {
      // An escape: \d, \s, \p{L}, \u00a0, \. … (a back-reference or \b stands for nothing of its own).
      let end = index + 2;
      const kind = source[index + 1] ?? '';
      if (/[pPu]/.test(kind) && source[end] === '{') end = source.indexOf('}', end) + 1;
      else if (kind === 'u') end = index + 6;
      else if (kind === 'x') end = index + 4;
      const escaped = source.slice(index, end);
      if (!/^\\[bB1-9k]/.test(escaped)) found.push(members(escaped, flags));
      index = end;
    } else if (char === '[') {
      // A class: up to its closing bracket (an escaped bracket inside it does not close it).
      let end = index + 1;
      while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      found.push(members(source.slice(index, end + 1), flags));
      index = end + 1;
    } else if (char === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(index))) {
      index = source.indexOf('}', index) + 1;
    } else if (char === '(' && source[index + 1] === '?') {
      // A group's or lookaround's opening: (?:, (?=, (?<!, (?<name>.
      const named = /^\(\?<[A-Za-z]\w*>/.exec(source.slice(index));
      index += named ? named[0].length : source[index + 2] === '<' ? 4 : 3;
    } else if ('()|*+?^$'.includes(char)) {
      index += 1;
    } else {
      found.push(char === '.' ? ['x'] : [char]);
      index += 1;
    }
  }
  return found.filter((chars) => chars.length > 0);
}

/** The pattern's runs of plain characters (at least two): "Total", ", ", "Nr.". */
function literalPieces(source: string): string[] {
  const pieces = source
    .replace(/\\[dDsSwWbBpPux](\{[^}]*\})?/g, '\u0000')
    .replace(/\[(?:\\.|[^\]\\])*\]|\(\?(?:<?[=!]|:|<\w+>)|[()|*+?^$]|\{\d+(?:,\d*)?\}/g, '\u0000')
    .replace(/\\(.)/g, '$1')
    .split('\u0000')
    .filter((piece) => piece.length >= 2);
  return [...new Set(pieces)].slice(0, 6);
}

/** Every hostile input for the pattern `source` with `flags`: generic units first, then the pattern's own. */
export function hostileInputs(source: string, flags: string): THostileInput[] {
  const units = new Map<string, string>(GENERIC.map(([name, unit]) => [unit, name]));
  const parts = atoms(source, flags);
  for (const chars of parts)
    for (const char of chars) if (!units.has(char)) units.set(char, `atom ${JSON.stringify(char)}`);
  for (let index = 0; index + 1 < parts.length; index += 1) {
    const pair = `${parts[index]?.[0]}${parts[index + 1]?.[0]}`;
    if (!units.has(pair) && units.size < 60) units.set(pair, `atom pair ${JSON.stringify(pair)}`);
  }
  for (const piece of literalPieces(source)) units.set(piece, `literal ${JSON.stringify(piece)}`);
  const skeleton = parts.map((chars) => chars[0]).join('');
  if (skeleton.length > 0) units.set(skeleton.slice(0, 200), 'skeleton');
  const inputs: THostileInput[] = [];
  for (const [unit, name] of units) for (const tail of TAILS) inputs.push({ name, unit, tail });
  return inputs;
}

/** `unit` repeated to `length` characters, ending in `tail`. */
export function pumped(input: THostileInput, length: number): string {
  const body = length - input.tail.length;
  return input.unit.repeat(Math.ceil(body / input.unit.length)).slice(0, body) + input.tail;
}
