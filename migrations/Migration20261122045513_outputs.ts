import { Migration } from '@mikro-orm/migrations';

export class Migration20261122045513_outputs extends Migration {
  override name = 'Migration20261122045513_outputs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outputs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "project_id" uuid not null, "name" varchar(100) not null, "type" text not null, "enabled" boolean not null default true, "trigger_events" jsonb not null, "config" jsonb not null, "password_encrypted" text null, "signing_secret_encrypted" text null, primary key ("id"));`,
    );
    this.addSql(`create index "outputs_project_id_index" on "outputs" ("project_id");`);

    this.addSql(
      `create table "deliveries" ("id" uuid not null, "created_at" timestamptz not null, "output_id" uuid not null, "execution_id" uuid null, "status" text not null, "state" text not null default 'pending', "message_id" varchar(64) not null, "attempts" int not null default 0, "response_code" int null, "error" text null, "duration_ms" int null, "delivered_at" timestamptz null, "is_test" boolean not null default false, "locked_until" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "deliveries_execution_id_index" on "deliveries" ("execution_id");`);
    this.addSql(`create index "deliveries_output_id_created_at_index" on "deliveries" ("output_id", "created_at");`);
    this.addSql(
      `alter table "deliveries" add constraint "deliveries_output_id_execution_id_status_unique" unique ("output_id", "execution_id", "status");`,
    );

    this.addSql(`drop index "executions_search_text_trgm_index";`);

    this.addSql(`drop index "execution_documents_document_id_index";`);

    this.addSql(
      `alter table "outputs" add constraint "outputs_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "outputs" add constraint "outputs_type_check" check ("type" in ('webhook', 'email', 'ftp', 'sftp'));`,
    );

    this.addSql(
      `alter table "deliveries" add constraint "deliveries_output_id_foreign" foreign key ("output_id") references "outputs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "deliveries" add constraint "deliveries_execution_id_foreign" foreign key ("execution_id") references "executions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "deliveries" add constraint "deliveries_status_check" check ("status" in ('pending', 'running', 'success', 'failed'));`,
    );
    this.addSql(
      `alter table "deliveries" add constraint "deliveries_state_check" check ("state" in ('pending', 'delivered', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "deliveries" drop constraint "deliveries_output_id_foreign";`);

    this.addSql(`drop table if exists "outputs" cascade;`);
    this.addSql(`drop table if exists "deliveries" cascade;`);

    this.addSql(`create index "execution_documents_document_id_index" on "execution_documents" ("document_id");`);

    this.addSql(`create index "executions_search_text_trgm_index" on "executions" using gin ("search_text");`);
  }
}
