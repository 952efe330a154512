import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130121_idempotency extends Migration {
  override name = 'Migration20261123130121_idempotency';

  override up(): void | Promise<void> {
    this.addSql(`alter table "executions" add "idempotency_key" varchar(100) null;`);
    this.addSql(
      `alter table "executions" add constraint "executions_project_id_idempotency_key_unique" unique ("project_id", "idempotency_key");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "executions" drop constraint "executions_project_id_idempotency_key_unique";`);
    this.addSql(`alter table "executions" drop column "idempotency_key";`);
  }
}
