import { EXECUTION_MESSAGES } from '../../i18n/execution-messages.ts';
import { renderCodedMessage } from '../../i18n/render-coded.ts';
import type { TMessageParams } from '../../i18n/types.ts';
import { isCalendarDate, isCalendarDateTime } from './calendar.ts';
import type { TOutputSchema, TSchemaNode, TStringFormat } from './output-schema.ts';

// The catalogue's codes of a result problem (the same problems as execution errors).
const RESULT_CODES = [
  'error.required_missing',
  'error.not_in_schema',
  'error.expected_object',
  'error.expected_list',
  'error.expected_text',
  'error.expected_number',
  'error.expected_boolean',
  'error.invalid_format',
  'error.answer_not_json',
] as const;
type TResultCode = (typeof RESULT_CODES)[number];

/**
 * `message` completes `<path>: …` in English (for the model's repair and the review form); `code`
 * and `params` (besides `path`) are the same problem as an execution error of the catalogue.
 */
export type TResultProblem = { path: string; message: string; code: TResultCode; params?: TMessageParams };

const PATH_PREFIX = '{path}: ';
for (const code of RESULT_CODES) {
  // A template without its path first could not give the path-less message below.
  if (!EXECUTION_MESSAGES[code].en.startsWith(PATH_PREFIX)) {
    throw new Error(`The English template of ${code} must begin with "${PATH_PREFIX}"`);
  }
}

/**
 * A problem at `path`; its English `message` is the catalogue's line for the code without the path
 * in front (the path is a field of its own), so the problem and the execution's error line it
 * becomes have one wording. `messageParams` fill the message where they differ from the stored
 * `params` (an unparsable answer: the parser's own words for the model's repair).
 */
export function resultProblem(
  path: string,
  code: TResultCode,
  params?: TMessageParams,
  messageParams: TMessageParams | undefined = params,
): TResultProblem {
  const line = renderCodedMessage({ code, params: { ...messageParams, path } }, 'en');
  const message = line.slice(`${path}: `.length);
  return params ? { path, message, code, params } : { path, message, code };
}

const FORMAT_CHECK: Record<TStringFormat, (value: string) => boolean> = {
  date: isCalendarDate,
  datetime: isCalendarDateTime,
  time: (value) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/.test(value),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  uri: (value) => {
    try {
      return Boolean(new URL(value).protocol);
    } catch {
      return false;
    }
  },
};

const KIND_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  bigint: 'a number',
};

/** What a value is, in words a user reads in an error ("expected an object, found nothing"). */
export const describeValue = (value: unknown) =>
  Array.isArray(value)
    ? 'a list'
    : value === null || value === undefined
      ? 'nothing'
      : (KIND_NAMES[typeof value] ?? 'something else');

/**
 * Checks an extracted result against the revision's schema. Problems name the field path the way
 * a user reads it (`invoice.items[2].price`); unknown keys are problems too.
 */
export function validateResult(schema: TOutputSchema, result: unknown): TResultProblem[] {
  const problems: TResultProblem[] = [];
  checkObject(schema, result, '', problems);
  return problems;
}

function join(path: string, name: string) {
  return path ? `${path}.${name}` : name;
}

function checkObject(properties: TOutputSchema, value: unknown, path: string, problems: TResultProblem[]) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const found = describeValue(value);
    problems.push(resultProblem(path || '(result)', 'error.expected_object', { found }));
    return;
  }
  const record = value as Record<string, unknown>;
  for (const property of properties) {
    checkNode(property, record[property.name], join(path, property.name), problems);
  }
  const known = new Set(properties.map((property) => property.name));
  for (const key of Object.keys(record)) {
    if (!known.has(key)) {
      problems.push(resultProblem(join(path, key), 'error.not_in_schema'));
    }
  }
}

function checkNode(node: TSchemaNode, value: unknown, path: string, problems: TResultProblem[]) {
  if (value === undefined || value === null) {
    if (node.required) {
      problems.push(resultProblem(path, 'error.required_missing'));
    }
    return;
  }
  switch (node.type) {
    case 'object':
      checkObject(node.properties, value, path, problems);
      return;
    case 'array':
      if (!Array.isArray(value)) {
        const found = describeValue(value);
        problems.push(resultProblem(path, 'error.expected_list', { found }));
        return;
      }
      value.forEach((item, index) => {
        checkNode({ ...node.items, required: true }, item, `${path}[${index}]`, problems);
      });
      return;
    case 'string':
      if (typeof value !== 'string') {
        const found = describeValue(value);
        problems.push(resultProblem(path, 'error.expected_text', { found }));
      } else if (node.format && !FORMAT_CHECK[node.format](value)) {
        const { format } = node;
        problems.push(resultProblem(path, 'error.invalid_format', { value, format }));
      }
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        const found = describeValue(value);
        problems.push(resultProblem(path, 'error.expected_number', { found }));
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean') {
        const found = describeValue(value);
        problems.push(resultProblem(path, 'error.expected_boolean', { found }));
      }
  }
}
