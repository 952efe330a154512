import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130000_security extends Migration {
  override name = 'Migration20261123130000_security';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "two_factor_recovery_codes" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "two_factor_recovery_codes";`);
  }
}
