import { Migration } from '@mikro-orm/migrations';

/**
 * The key of the run that claimed an execution: a claim whose answer the connection lost is
 * retried with the same key and recognised as its own, instead of leaving the execution running
 * without a worker until the reconciler finds its heartbeat stale.
 */
export class Migration20261127110000_claim_key extends Migration {
  override name = 'Migration20261127110000_claim_key';

  override up(): void | Promise<void> {
    this.addSql(`alter table "executions" add column "claim_key" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "executions" drop column "claim_key";`);
  }
}
