import { Migration } from '@mikro-orm/migrations';
import { legacyCodedLine } from '../src/i18n/legacy-coded-lines.ts';

const BATCH = 500;

type TOldRow = { id: string; errors: string[]; warnings: string[] };

/**
 * Execution errors and warnings are stored by code and values (`error_details`, `warning_details`)
 * beside their English text, as the extraction writes them; the API renders them from the codes.
 * Older rows are coded here, once, by reading their English text back with today's templates, so
 * no reader has to parse text again (a row a server of the old version writes later stays null and
 * is read back on the way out, see renderExecutionMessages).
 */
export class Migration20261128230000_execution_message_codes extends Migration {
  override name = 'Migration20261128230000_execution_message_codes';

  override async up(): Promise<void> {
    await this.execute(
      `alter table "executions" add column "error_details" jsonb null, add column "warning_details" jsonb null;`,
    );
    // Most rows have nothing to read back.
    await this.execute(
      `update "executions" set "error_details" = '[]', "warning_details" = '[]'
       where "errors" = '[]'::jsonb and "warnings" = '[]'::jsonb;`,
    );
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await this.execute(
        `select "id", "errors", "warnings" from "executions" where "error_details" is null and "id" > ?
         order by "id" limit ${BATCH}`,
        [after],
      )) as TOldRow[];
      if (rows.length === 0) {
        return;
      }
      const coded = rows.map((row) => ({
        id: row.id,
        error_details: row.errors.map(legacyCodedLine),
        warning_details: row.warnings.map(legacyCodedLine),
      }));
      await this.execute(
        `update "executions" e set "error_details" = v."error_details", "warning_details" = v."warning_details"
         from jsonb_to_recordset(?::jsonb) as v("id" uuid, "error_details" jsonb, "warning_details" jsonb)
         where e."id" = v."id";`,
        [JSON.stringify(coded)],
      );
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "executions" drop column "error_details", drop column "warning_details";`);
  }
}
