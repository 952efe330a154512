import { Migration } from '@mikro-orm/migrations';

/** The hourly sweep of stored files looks each listed key up among the document rows. */
export class Migration20261127111500_documents_storage_key extends Migration {
  override name = 'Migration20261127111500_documents_storage_key';

  override up(): void | Promise<void> {
    this.addSql(`create index "documents_storage_key_index" on "documents" ("storage_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "documents_storage_key_index";`);
  }
}
