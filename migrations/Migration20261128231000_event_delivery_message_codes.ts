import { Migration } from '@mikro-orm/migrations';

/**
 * Why a delivery failed (`deliveries.error_detail`) and a team event's description
 * (`team_events.description_detail`) are stored by code and values beside their English text, as
 * they are written; the API renders them from the codes. Only the nullable columns are added here;
 * older rows are coded afterwards in small batches by the job `maintenance.code-old-messages`, and
 * read back from their English text until then.
 */
export class Migration20261128231000_event_delivery_message_codes extends Migration {
  override name = 'Migration20261128231000_event_delivery_message_codes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "deliveries" add column "error_detail" jsonb null;`);
    this.addSql(`alter table "team_events" add column "description_detail" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "deliveries" drop column "error_detail";`);
    this.addSql(`alter table "team_events" drop column "description_detail";`);
  }
}
