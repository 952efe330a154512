import { Migration } from '@mikro-orm/migrations';

export class Migration20261122042943_revisions extends Migration {
  override name = 'Migration20261122042943_revisions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "project_revisions" ("id" uuid not null, "created_at" timestamptz not null, "project_id" uuid not null, "revision" int not null, "input_description" text not null default '', "input_language" varchar(2) not null default 'en', "output_language" varchar(2) not null default 'en', "output_schema" jsonb not null, "title_config" jsonb not null, "copied_from_revision_id" uuid null, "created_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "project_revisions" add constraint "project_revisions_project_id_revision_unique" unique ("project_id", "revision");`,
    );

    this.addSql(
      `alter table "project_revisions" add constraint "project_revisions_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "project_revisions" add constraint "project_revisions_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "project_revisions" cascade;`);
  }
}
