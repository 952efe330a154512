import { Migration } from '@mikro-orm/migrations';

/** Team events get a stable message code and its values; older rows keep only their English title. */
export class Migration20261123125757_team_event_codes extends Migration {
  override name = 'Migration20261123125757_team_event_codes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "team_events" add column "code" varchar(100) null, add column "params" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "team_events" drop column "code", drop column "params";`);
  }
}
