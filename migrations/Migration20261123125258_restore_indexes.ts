import { Migration } from '@mikro-orm/migrations';

/**
 * Restores the two indexes Migration20261122045513_outputs dropped (the entities did not declare
 * them, so the generator removed them) and adds the keyset index the execution list walks.
 */
export class Migration20261123125258_restore_indexes extends Migration {
  override name = 'Migration20261123125258_restore_indexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "executions_project_id_created_at_index";`);
    this.addSql(
      `create index "executions_project_id_created_at_id_index" on "executions" ("project_id", "created_at", "id") include ("status");`,
    );
    this.addSql(
      `create index if not exists "execution_documents_document_id_index" on "execution_documents" ("document_id");`,
    );
    // Managed databases may not allow pg_trgm: search then scans (as in the executions migration).
    this.addSql(
      `do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm unavailable: %', sqlerrm; end $$;`,
    );
    this.addSql(
      `do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then create index if not exists "executions_search_text_trgm_index" on "executions" using gin ("search_text" gin_trgm_ops); end if; end $$;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "executions_search_text_trgm_index";`);
    this.addSql(`drop index if exists "execution_documents_document_id_index";`);
    this.addSql(`drop index if exists "executions_project_id_created_at_id_index";`);
    this.addSql(`create index "executions_project_id_created_at_index" on "executions" ("project_id", "created_at");`);
  }
}
