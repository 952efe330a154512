import { Migration } from '@mikro-orm/migrations';
import { legacyCodedDeliveryError, legacyCodedDescription } from '../src/i18n/legacy-coded-lines.ts';
import type { TCodedMessage } from '../src/i18n/types.ts';

const BATCH = 500;

/**
 * Why a delivery failed (`deliveries.error_detail`) and a team event's description
 * (`team_events.description_detail`) are stored by code and values beside their English text, as
 * they are written; the API renders them from the codes. Older rows are coded here, once, by
 * reading their English text back with today's templates (a row a server of the old version writes
 * later stays null and is read back on the way out).
 */
export class Migration20261128231000_event_delivery_message_codes extends Migration {
  override name = 'Migration20261128231000_event_delivery_message_codes';

  override async up(): Promise<void> {
    await this.execute(`alter table "deliveries" add column "error_detail" jsonb null;`);
    await this.execute(`alter table "team_events" add column "description_detail" jsonb null;`);
    await this.codeOldRows({ table: 'deliveries', text: 'error', detail: 'error_detail' }, legacyCodedDeliveryError);
    await this.codeOldRows(
      { table: 'team_events', text: 'description', detail: 'description_detail' },
      legacyCodedDescription,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "deliveries" drop column "error_detail";`);
    this.addSql(`alter table "team_events" drop column "description_detail";`);
  }

  // Names are this file's constants, never input.
  private async codeOldRows(
    columns: { table: string; text: string; detail: string },
    read: (text: string) => TCodedMessage,
  ): Promise<void> {
    const { table, text, detail } = columns;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await this.execute(
        `select "id", "${text}" as "text" from "${table}"
         where "${text}" is not null and "${text}" <> '' and "id" > ? order by "id" limit ${BATCH}`,
        [after],
      )) as { id: string; text: string }[];
      if (rows.length === 0) {
        return;
      }
      const coded = rows.map((row) => ({ id: row.id, detail: read(row.text) }));
      await this.execute(
        `update "${table}" t set "${detail}" = v."detail"
         from jsonb_to_recordset(?::jsonb) as v("id" uuid, "detail" jsonb) where t."id" = v."id";`,
        [JSON.stringify(coded)],
      );
      after = rows[rows.length - 1]?.id ?? after;
    }
  }
}
