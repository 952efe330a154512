import { Migration } from '@mikro-orm/migrations';

/**
 * The reconciler (maintenance.requeue-stale) looks every 30 s for unfinished executions and
 * pending deliveries: partial indexes keep that to the few open rows instead of a scan of all.
 */
export class Migration20261123160000_reconciler_indexes extends Migration {
  override name = 'Migration20261123160000_reconciler_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "executions_unfinished_created_at_index" on "executions" ("created_at") where "status" in ('pending', 'running');`,
    );
    this.addSql(
      `create index "deliveries_pending_created_at_index" on "deliveries" ("created_at") where "state" = 'pending' and not "is_test";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "deliveries_pending_created_at_index";`);
    this.addSql(`drop index if exists "executions_unfinished_created_at_index";`);
  }
}
