import type { EntityManager } from '@mikro-orm/postgresql';
import { renderExecutionMessages } from '../../contracts/executions.ts';
import { resultInOrderOf } from '../../contracts/schema-order.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
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

/** A list row as the API answers it: rendered like `toExecution` renders an entity (messages, schema order). */
export function toExecutionListRow(row: TExecutionListRow, locale: TLocale, schema: TOutputSchema | undefined) {
  return { ...row, json_result: resultInOrderOf(row.json_result, schema), ...renderExecutionMessages(row, locale) };
}
