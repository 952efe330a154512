import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050416_ingest extends Migration {
  override name = 'Migration20261122050416_ingest';

  override up(): void | Promise<void> {
    this.addSql(`alter table "api_keys" add "ingest_token" varchar(40) null;`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_ingest_token_unique" unique ("ingest_token");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_keys" drop constraint "api_keys_ingest_token_unique";`);
    this.addSql(`alter table "api_keys" drop column "ingest_token";`);
  }
}
