import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043509_executions extends Migration {
  override name = 'Migration20261122043509_executions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "executions" ("id" uuid not null, "created_at" timestamptz not null, "project_id" uuid not null, "project_revision_id" uuid null, "created_by_user_id" uuid null, "created_by_api_key_id" uuid null, "execution_type" text not null, "processing_mode" text not null, "processing_mode_fallback" boolean not null default false, "processing_mode_fallback_mode" text null, "reference" varchar(500) null, "title" varchar(300) null, "json_result" jsonb null, "sources" jsonb null, "status" text not null default 'pending', "errors" jsonb not null, "warnings" jsonb not null, "metadata" jsonb null, "started_at" timestamptz null, "completed_at" timestamptz null, "internal_error" text null, "search_text" text not null default '', primary key ("id"));`,
    );
    this.addSql(`create index "executions_project_id_created_at_index" on "executions" ("project_id", "created_at");`);
    this.addSql(
      `create index "executions_project_id_status_created_at_index" on "executions" ("project_id", "status", "created_at");`,
    );

    this.addSql(
      `create table "ai_requests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "execution_id" uuid null, "provider" varchar(50) not null, "model" varchar(100) not null, "input_hash" varchar(64) not null, "cache_key" varchar(64) not null, "usage_prompt_tokens" int not null default 0, "usage_completion_tokens" int not null default 0, "usage_total_tokens" int not null default 0, "usage_total_cost" numeric(14,6) not null default 0, "usage_cached" boolean not null default false, "response" jsonb null, primary key ("id"));`,
    );
    this.addSql(`create index "ai_requests_execution_id_index" on "ai_requests" ("execution_id");`);
    this.addSql(`create index "ai_requests_cache_key_index" on "ai_requests" ("cache_key");`);
    this.addSql(`create index "ai_requests_created_at_index" on "ai_requests" ("created_at");`);

    this.addSql(
      `create table "documents" ("id" uuid not null, "created_at" timestamptz not null, "project_id" uuid not null, "uploaded_by_user_id" uuid null, "uploaded_by_api_key_id" uuid null, "file_name" varchar(255) not null, "file_content_type" varchar(100) not null, "size_bytes" bigint not null, "sha256" varchar(64) not null, "storage_key" varchar(300) not null, primary key ("id"));`,
    );
    this.addSql(`create index "documents_project_id_index" on "documents" ("project_id");`);

    this.addSql(
      `create table "execution_documents" ("execution_id" uuid not null, "document_id" uuid not null, primary key ("execution_id", "document_id"));`,
    );

    this.addSql(
      `alter table "executions" add constraint "executions_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "executions" add constraint "executions_project_revision_id_foreign" foreign key ("project_revision_id") references "project_revisions" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "executions" add constraint "executions_created_by_user_id_foreign" foreign key ("created_by_user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "executions" add constraint "executions_created_by_api_key_id_foreign" foreign key ("created_by_api_key_id") references "api_keys" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "executions" add constraint "executions_execution_type_check" check ("execution_type" in ('web', 'api', 'email'));`,
    );
    this.addSql(
      `alter table "executions" add constraint "executions_processing_mode_check" check ("processing_mode" in ('fast', 'balanced', 'accurate'));`,
    );
    this.addSql(
      `alter table "executions" add constraint "executions_processing_mode_fallback_mode_check" check ("processing_mode_fallback_mode" in ('fast', 'balanced', 'accurate'));`,
    );
    this.addSql(
      `alter table "executions" add constraint "executions_status_check" check ("status" in ('pending', 'running', 'success', 'failed'));`,
    );

    this.addSql(
      `alter table "ai_requests" add constraint "ai_requests_execution_id_foreign" foreign key ("execution_id") references "executions" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "documents" add constraint "documents_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_uploaded_by_user_id_foreign" foreign key ("uploaded_by_user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_uploaded_by_api_key_id_foreign" foreign key ("uploaded_by_api_key_id") references "api_keys" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "execution_documents" add constraint "execution_documents_execution_id_foreign" foreign key ("execution_id") references "executions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "execution_documents" add constraint "execution_documents_document_id_foreign" foreign key ("document_id") references "documents" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "execution_documents_document_id_index" on "execution_documents" ("document_id");`);
    // Text search over title, reference and file names stays fast at 100k executions with a
    // trigram index. Managed databases may not allow the extension: search then scans.
    this.addSql(
      `do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm unavailable: %', sqlerrm; end $$;`,
    );
    this.addSql(
      `do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then create index if not exists "executions_search_text_trgm_index" on "executions" using gin ("search_text" gin_trgm_ops); end if; end $$;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ai_requests" drop constraint "ai_requests_execution_id_foreign";`);
    this.addSql(`alter table "execution_documents" drop constraint "execution_documents_execution_id_foreign";`);
    this.addSql(`alter table "execution_documents" drop constraint "execution_documents_document_id_foreign";`);

    this.addSql(`drop table if exists "executions" cascade;`);
    this.addSql(`drop table if exists "ai_requests" cascade;`);
    this.addSql(`drop table if exists "documents" cascade;`);
    this.addSql(`drop table if exists "execution_documents" cascade;`);
  }
}
