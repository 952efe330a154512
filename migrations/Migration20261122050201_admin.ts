import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050201_admin extends Migration {
  override name = 'Migration20261122050201_admin';

  override up(): void | Promise<void> {
    this.addSql(`alter table "team_events" add "impersonator_user_id" uuid null;`);
    this.addSql(
      `alter table "team_events" add constraint "team_events_impersonator_user_id_foreign" foreign key ("impersonator_user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "team_events" drop constraint "team_events_impersonator_user_id_foreign";`);

    this.addSql(`alter table "team_events" drop column "impersonator_user_id";`);
  }
}
