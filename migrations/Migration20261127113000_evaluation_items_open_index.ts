import { Migration } from '@mikro-orm/migrations';

/** The reconciler looks every 30 s for unfinished evaluation items whose job is gone: the few open rows only. */
export class Migration20261127113000_evaluation_items_open_index extends Migration {
  override name = 'Migration20261127113000_evaluation_items_open_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "evaluation_items_open_created_at_index" on "evaluation_items" ("created_at") where "state" in ('pending', 'running');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "evaluation_items_open_created_at_index";`);
  }
}
