import { renderExecutionMessages } from '../../contracts/executions.ts';
import { resultInOrderOf } from '../../contracts/schema-order.ts';
import type { TSqlSource } from '../../db/sql.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import type { TDetailShape } from '../../i18n/message.ts';
import type { TLocale } from '../../i18n/types.ts';
import type { TExecutionListRow } from '../../services/executions/find-executions.ts';

/** The output schemas of the revisions a list page names, in one statement (rows come straight from SQL). */
export async function revisionSchemas(em: TSqlSource, rows: { project_revision_id: string | null }[]) {
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

/**
 * A list row as the API answers it: rendered like `toExecution` renders an entity (messages, schema
 * order). Built field by field in the output's shape, in one object: the SQL row may carry more
 * (the cursor's timestamp), and a literal of fixed keys is cheaper than copies by spread. The keys
 * follow ZExecutionListRow's order, so the output layer can answer the row without zod's copy.
 */
export function toExecutionListRow(
  row: TExecutionListRow,
  locale: TLocale,
  schema: TOutputSchema | undefined,
  shape: TDetailShape = 'flat',
) {
  const messages = renderExecutionMessages(
    {
      errorDetails: row.error_details,
      warningDetails: row.warning_details,
      errors: row.errors,
      warnings: row.warnings,
    },
    locale,
    shape,
  );
  return {
    id: row.id,
    project_id: row.project_id,
    project_revision_id: row.project_revision_id,
    created_by_user_id: row.created_by_user_id,
    created_by_api_key_id: row.created_by_api_key_id,
    execution_type: row.execution_type,
    processing_mode: row.processing_mode,
    processing_mode_fallback: row.processing_mode_fallback,
    processing_mode_fallback_mode: row.processing_mode_fallback_mode,
    reference: row.reference,
    title: row.title,
    json_result: resultInOrderOf(row.json_result, schema),
    status: row.status,
    errors: messages.errors,
    warnings: messages.warnings,
    error_details: messages.error_details,
    warning_details: messages.warning_details,
    created_at: row.created_at,
    reviewed_result: row.reviewed_result,
    reviewed_by_user_id: row.reviewed_by_user_id,
    reviewed_at: row.reviewed_at,
    excluded_from_evaluation: row.excluded_from_evaluation,
    document_count: row.document_count,
  };
}
