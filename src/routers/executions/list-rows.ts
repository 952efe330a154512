import type { EntityManager } from '@mikro-orm/postgresql';
import { inSchemaOrder } from '../../contracts/schema-order.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import { codedLine } from '../../i18n/coded-lines.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { TLocale } from '../../i18n/types.ts';
import type { TExecutionListRow } from '../../services/executions/find-executions.ts';

/** The output schemas of the revisions a list page names, in one statement (rows come straight from SQL). */
export async function revisionSchemas(em: EntityManager, rows: { project_revision_id: string | null }[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.project_revision_id ? [row.project_revision_id] : [])))];
  const schemas = new Map<string, TOutputSchema>();
  if (ids.length === 0) {
    return schemas;
  }
  const found = await em
    .getConnection()
    .execute<{ id: string; output_schema: TOutputSchema }[]>(
      'select id, output_schema from project_revisions where id in (?)',
      [ids],
    );
  for (const row of found) {
    schemas.set(row.id, row.output_schema);
  }
  return schemas;
}

/** A list row as the API answers it: messages in the caller's language, the result in schema order. */
export function toExecutionListRow(row: TExecutionListRow, locale: TLocale, schema: TOutputSchema | undefined) {
  const errors = row.errors.map(codedLine);
  const warnings = row.warnings.map(codedLine);
  return {
    ...row,
    json_result:
      row.json_result && schema
        ? (inSchemaOrder(row.json_result, { type: 'object', properties: schema }) as Record<string, unknown>)
        : row.json_result,
    errors: errors.map((line) => renderMessage(line, locale)),
    warnings: warnings.map((line) => renderMessage(line, locale)),
    error_details: errors,
    warning_details: warnings,
  };
}
