import { Migration } from '@mikro-orm/migrations';

/**
 * Execution errors and warnings are stored by code and values (`error_details`, `warning_details`)
 * beside their English text, as the extraction writes them; the API renders them from the codes.
 * Only the nullable columns are added here (no rewrite, no long lock on a large table); older rows
 * are coded afterwards in small batches by the job `maintenance.code-old-messages`, and read back
 * from their English text until then (see renderExecutionMessages).
 */
export class Migration20261128230000_execution_message_codes extends Migration {
  override name = 'Migration20261128230000_execution_message_codes';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "executions" add column "error_details" jsonb null, add column "warning_details" jsonb null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "executions" drop column "error_details", drop column "warning_details";`);
  }
}
