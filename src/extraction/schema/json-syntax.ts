/**
 * Where a text stops being JSON, found by reading it as JSON.parse would: the parser's own message
 * is English (and says no position for some errors), so the execution's message describes the
 * problem itself, in the reader's language.
 */
export type TJsonSyntaxProblem =
  | { kind: 'empty' }
  | { kind: 'ends_early' }
  | { kind: 'bad_character'; character: string; line: number; column: number };

class Stopped {
  readonly at: number;

  constructor(at: number) {
    this.at = at;
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';
const isHex = (character: string | undefined) => character !== undefined && /^[0-9a-fA-F]$/.test(character);

/** The offset of the first character that is not JSON (`text.length`: it ends too early); -1 when it is JSON. */
function firstBadOffset(text: string): number {
  let at = 0;
  const stop = (): never => {
    throw new Stopped(at);
  };
  const skipWhitespace = () => {
    while (WHITESPACE.has(text[at] as string)) {
      at++;
    }
  };
  const expect = (character: string) => (text[at] === character ? at++ : stop());
  const digits = () => {
    if (!isDigit(text[at])) {
      stop();
    }
    while (isDigit(text[at])) {
      at++;
    }
  };
  const string = () => {
    expect('"');
    for (;;) {
      const character = text[at];
      if (character === undefined || character < ' ') {
        stop();
      } else if (character === '"') {
        at++;
        return;
      } else if (character === '\\') {
        at++;
        if (text[at] === 'u') {
          at++;
          for (let index = 0; index < 4; index++, at++) {
            if (!isHex(text[at])) {
              stop();
            }
          }
        } else {
          ESCAPES.has(text[at] as string) ? at++ : stop();
        }
      } else {
        at++;
      }
    }
  };
  const number = () => {
    if (text[at] === '-') {
      at++;
    }
    if (text[at] === '0') {
      at++;
    } else {
      digits();
    }
    if (text[at] === '.') {
      at++;
      digits();
    }
    if (text[at] === 'e' || text[at] === 'E') {
      at++;
      if (text[at] === '+' || text[at] === '-') {
        at++;
      }
      digits();
    }
  };
  const list = <T>(open: string, close: string, item: () => T) => {
    expect(open);
    skipWhitespace();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      item();
      skipWhitespace();
      if (text[at] === close) {
        at++;
        return;
      }
      expect(',');
    }
  };
  const value = (): void => {
    skipWhitespace();
    const character = text[at];
    if (character === '{') {
      list('{', '}', () => {
        skipWhitespace();
        string();
        skipWhitespace();
        expect(':');
        value();
      });
    } else if (character === '[') {
      list('[', ']', value);
    } else if (character === '"') {
      string();
    } else if (character === '-' || isDigit(character)) {
      number();
    } else {
      const word = ['true', 'false', 'null'].find((literal) => literal[0] === character) ?? stop();
      for (const letter of word) {
        expect(letter);
      }
    }
  };
  try {
    value();
    skipWhitespace();
    return at < text.length ? at : -1;
  } catch (error) {
    if (error instanceof Stopped) {
      return error.at;
    }
    throw error;
  }
}

/** What is wrong with `text` as JSON; null when it is JSON (then it only had not the expected form). */
export function jsonSyntaxProblem(text: string): TJsonSyntaxProblem | null {
  if (text.trim() === '') {
    return { kind: 'empty' };
  }
  const offset = firstBadOffset(text);
  if (offset < 0) {
    return null;
  }
  if (offset >= text.length) {
    return { kind: 'ends_early' };
  }
  const before = text.slice(0, offset).split('\n');
  const character = text.codePointAt(offset) as number;
  return {
    kind: 'bad_character',
    // A control character is shown escaped (it would not be seen).
    character: character < 0x20 ? `\\u${character.toString(16).padStart(4, '0')}` : String.fromCodePoint(character),
    line: before.length,
    column: (before.at(-1)?.length ?? 0) + 1,
  };
}
