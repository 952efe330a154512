import type { TRouterOutputs } from '../../lib/api-types.ts';

export type TListedExecution = TRouterOutputs['projects']['listExecutions']['data'][number];

const COLUMNS = ['id', 'status', 'title', 'reference', 'execution_type', 'document_count', 'created_at'] as const;

// A spreadsheet runs a cell that starts with one of these as a formula; a leading ' keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) {
    text = `'${text}`;
  }
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One row per execution: its own columns, then each result field in schema order (the rows
 * arrive in it); nested values are written as JSON.
 */
export function executionsToCsv(executions: TListedExecution[]): string {
  const resultKeys: string[] = [];
  for (const execution of executions) {
    for (const key of Object.keys(execution.json_result ?? {})) {
      if (!resultKeys.includes(key)) {
        resultKeys.push(key);
      }
    }
  }
  const header = [...COLUMNS, ...resultKeys.map((key) => `result.${key}`)];
  const lines = executions.map((execution) => [
    ...COLUMNS.map((column) => cell(execution[column])),
    ...resultKeys.map((key) => cell(execution.json_result?.[key])),
  ]);
  return `${[header.map(cell), ...lines].map((line) => line.join(',')).join('\r\n')}\r\n`;
}

export function executionsToJson(executions: TListedExecution[]): string {
  return `${JSON.stringify(executions, null, 2)}\n`;
}
