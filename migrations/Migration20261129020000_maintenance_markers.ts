import { Migration } from '@mikro-orm/migrations';

/**
 * A small table of one-time maintenance steps that are finished (`maintenance_markers`), so a
 * finished step is not started again at every worker start (the first: `code-old-messages`, the
 * walk over all executions that codes rows older than message codes). Only a new table is created:
 * no lock is taken on any existing table.
 */
export class Migration20261129020000_maintenance_markers extends Migration {
  override name = 'Migration20261129020000_maintenance_markers';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "maintenance_markers" ("name" text not null primary key, "done_at" timestamptz not null default now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "maintenance_markers";`);
  }
}
