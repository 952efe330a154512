import { describe, expect, it } from '@jest/globals';
import { jsonSyntaxProblem } from '../../../src/extraction/schema/json-syntax.ts';
import { renderMessage } from '../../../src/i18n/render.ts';

/** The offset JSON.parse names ("… at position N"), where it names one. */
function parserOffset(text: string): number | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const found = /at position (\d+)/.exec((error as Error).message);
    return found ? Number(found[1]) : null;
  }
}

const offsetOf = (text: string, line: number, column: number) =>
  text
    .split('\n')
    .slice(0, line - 1)
    .reduce((sum, part) => sum + part.length + 1, 0) +
  column -
  1;

describe('where a model answer stops being JSON', () => {
  it('finds the character JSON.parse stops at, as line and column', () => {
    const texts = [
      '{"a": 1,}',
      '{"a" 1}',
      '{"a": [1, 2 3]}',
      '{\n  "a": "x",\n  "b": tru\n}',
      '{"a": 01}',
      '{"a": "\\q"}',
      '{"a": "\\u12G4"}',
      '{"a": 1} trailing',
      '[1, 2,]',
      '{"a": -}',
      '{"a": 1.}',
      "{'a': 1}",
    ];
    for (const text of texts) {
      const problem = jsonSyntaxProblem(text);
      expect(problem?.kind).toBe('bad_character');
      if (problem?.kind === 'bad_character') {
        const offset = offsetOf(text, problem.line, problem.column);
        const character = text[offset] as string;
        // A control character is shown escaped.
        const shown = character < ' ' ? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}` : character;
        expect({ text, character: problem.character }).toEqual({ text, character: shown });
        const named = parserOffset(text);
        if (named !== null) {
          expect({ text, offset }).toEqual({ text, offset: named });
        }
      }
    }
  });

  it('tells an answer cut off, an empty one, and one that is JSON', () => {
    expect(jsonSyntaxProblem('{"result": {"invoice_number": "INV-2026-00')).toEqual({ kind: 'ends_early' });
    expect(jsonSyntaxProblem('[1, 2')).toEqual({ kind: 'ends_early' });
    expect(jsonSyntaxProblem('  \n')).toEqual({ kind: 'empty' });
    expect(jsonSyntaxProblem('{"a": [1, 2.5e3, true, null, "\\u00e4"]}')).toBeNull();
    expect(jsonSyntaxProblem('"a\u0001b"')).toEqual({
      kind: 'bad_character',
      character: '\\u0001',
      line: 1,
      column: 3,
    });
  });

  it('is said in German without the parser’s English words', () => {
    const line = {
      code: 'error.answer_not_json',
      params: {
        path: '(result)',
        parse_error: { code: 'json.bad_character', params: { character: 'S', line: 1, column: 1 } },
      },
    };
    expect(renderMessage(line, 'de')).toBe(
      '(result): die Antwort des Modells war kein gültiges JSON (unerwartetes Zeichen „S“ in Zeile 1, Spalte 1)',
    );
    expect(
      renderMessage(
        { ...line, params: { ...line.params, parse_error: { code: 'json.ends_early', params: {} } } },
        'de',
      ),
    ).toBe('(result): die Antwort des Modells war kein gültiges JSON (sie endet, bevor das JSON vollständig ist)');
  });
});
