import { Migration } from '@mikro-orm/migrations';

export class Migration20261122053422_heartbeat extends Migration {
  override name = 'Migration20261122053422_heartbeat';

  override up(): void | Promise<void> {
    this.addSql(`alter table "executions" add "heartbeat_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "executions" drop column "heartbeat_at";`);
  }
}
