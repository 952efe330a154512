import { EXECUTION_MESSAGES } from './execution-messages.ts';
import type { TCodedMessage, TMessageParams } from './types.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

// The English template of every execution message, as a pattern that reads the parameters back.
const PATTERNS = Object.entries(EXECUTION_MESSAGES)
  .filter(([code]) => code !== 'text')
  .map(([code, template]) => ({
    code,
    pattern: new RegExp(`^${escapeRegExp(template.en).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.+?)')}$`, 's'),
  }));

function matchTemplate(line: string): TCodedMessage | null {
  for (const { code, pattern } of PATTERNS) {
    const match = pattern.exec(line);
    if (match) {
      return { code, params: { ...(match.groups as TMessageParams | undefined) } };
    }
  }
  return null;
}

/**
 * The code and values of one stored warning or error line. The extraction writes English lines
 * (some prefixed with their file name); reading them back here keeps the readers of the line
 * (the UI, REST in German) on a stable code, for new and old rows alike.
 */
export function codedLine(line: string): TCodedMessage {
  const whole = matchTemplate(line);
  if (whole) {
    return whole;
  }
  const inFile = /^(?<file>[^:\n]+?): (?<rest>.+)$/s.exec(line);
  if (inFile?.groups) {
    const inner = matchTemplate(inFile.groups.rest ?? '');
    if (inner) {
      return { code: inner.code, params: { ...inner.params, file: inFile.groups.file ?? '' } };
    }
  }
  return { code: 'text', params: { text: line } };
}
