import type { TMessageParams } from '../../i18n/types.ts';
import type { TOutputSchema, TSchemaNode, TStringFormat } from './output-schema.ts';

type TResultCode =
  | 'error.required_missing'
  | 'error.not_in_schema'
  | 'error.expected_object'
  | 'error.expected_list'
  | 'error.expected_text'
  | 'error.expected_number'
  | 'error.expected_boolean'
  | 'error.invalid_format'
  | 'error.answer_not_json';

/**
 * `message` completes `<path>: …` in English (for the model's repair and the review form); `code`
 * and `params` (besides `path`) are the same problem as an execution error of the catalogue.
 */
export type TResultProblem = { path: string; message: string; code: TResultCode; params?: TMessageParams };

const FORMAT_CHECK: Record<TStringFormat, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  datetime: (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
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
    problems.push({
      path: path || '(result)',
      message: `expected an object, found ${found}`,
      code: 'error.expected_object',
      params: { found },
    });
    return;
  }
  const record = value as Record<string, unknown>;
  for (const property of properties) {
    checkNode(property, record[property.name], join(path, property.name), problems);
  }
  const known = new Set(properties.map((property) => property.name));
  for (const key of Object.keys(record)) {
    if (!known.has(key)) {
      problems.push({ path: join(path, key), message: 'is not a field of the schema', code: 'error.not_in_schema' });
    }
  }
}

function checkNode(node: TSchemaNode, value: unknown, path: string, problems: TResultProblem[]) {
  if (value === undefined || value === null) {
    if (node.required) {
      problems.push({ path, message: 'required field missing', code: 'error.required_missing' });
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
        problems.push({
          path,
          message: `expected a list, found ${found}`,
          code: 'error.expected_list',
          params: { found },
        });
        return;
      }
      value.forEach((item, index) => {
        checkNode({ ...node.items, required: true }, item, `${path}[${index}]`, problems);
      });
      return;
    case 'string':
      if (typeof value !== 'string') {
        const found = describeValue(value);
        problems.push({
          path,
          message: `expected text, found ${found}`,
          code: 'error.expected_text',
          params: { found },
        });
      } else if (node.format && !FORMAT_CHECK[node.format](value)) {
        const { format } = node;
        problems.push({
          path,
          message: `"${value}" is not a valid ${format}`,
          code: 'error.invalid_format',
          params: { value, format },
        });
      }
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        const found = describeValue(value);
        problems.push({
          path,
          message: `expected a number, found ${found}`,
          code: 'error.expected_number',
          params: { found },
        });
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean') {
        const found = describeValue(value);
        problems.push({
          path,
          message: `expected true or false, found ${found}`,
          code: 'error.expected_boolean',
          params: { found },
        });
      }
  }
}
