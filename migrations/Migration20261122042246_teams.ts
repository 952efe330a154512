import { Migration } from '@mikro-orm/migrations';

export class Migration20261122042246_teams extends Migration {
  override name = 'Migration20261122042246_teams';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "teams" ("id" uuid not null, "created_at" timestamptz not null, "name" varchar(25) not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "projects" ("id" uuid not null, "created_at" timestamptz not null, "team_id" uuid not null, "name" varchar(32) not null, "slug" varchar(32) not null, "processing_mode" text not null default 'balanced', "processing_mode_fallback" boolean not null default false, "processing_mode_variant" varchar(64) null, "latest_revision" int null, "is_initial_upload_processing" boolean not null default false, "deleted_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "projects" add constraint "projects_team_id_slug_unique" unique ("team_id", "slug");`);

    this.addSql(
      `create table "team_members" ("id" uuid not null, "created_at" timestamptz not null, "team_id" uuid not null, "user_id" uuid not null, "role" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "team_members_user_id_index" on "team_members" ("user_id");`);
    this.addSql(
      `alter table "team_members" add constraint "team_members_team_id_user_id_unique" unique ("team_id", "user_id");`,
    );

    this.addSql(
      `create table "invites" ("id" uuid not null, "created_at" timestamptz not null, "team_id" uuid not null, "email" varchar(320) not null, "role" text not null, "invited_by_id" uuid null, "last_sent_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "invites_email_index" on "invites" ("email");`);
    this.addSql(`alter table "invites" add constraint "invites_team_id_email_unique" unique ("team_id", "email");`);

    this.addSql(
      `create table "api_keys" ("id" uuid not null, "created_at" timestamptz not null, "team_id" uuid not null, "name" varchar(50) not null, "key_type" text not null, "allow_all_projects" boolean not null default false, "key_hash" varchar(64) not null, "key_prefix" varchar(16) not null, "last_used_at" timestamptz null, "created_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "api_keys_team_id_index" on "api_keys" ("team_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_key_hash_unique" unique ("key_hash");`);

    this.addSql(
      `create table "team_events" ("id" uuid not null, "created_at" timestamptz not null, "team_id" uuid not null, "title" varchar(200) not null, "description" text not null default '', "event_type" text not null, "initiated_by_user_id" uuid null, "initiated_by_api_key_id" uuid null, "project_id" uuid null, "project_execution_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "team_events_team_id_created_at_index" on "team_events" ("team_id", "created_at");`);

    this.addSql(
      `create table "api_key_projects" ("api_key_id" uuid not null, "project_id" uuid not null, primary key ("api_key_id", "project_id"));`,
    );

    this.addSql(
      `alter table "projects" add constraint "projects_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "projects" add constraint "projects_processing_mode_check" check ("processing_mode" in ('fast', 'balanced', 'accurate'));`,
    );

    this.addSql(
      `alter table "team_members" add constraint "team_members_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_members" add constraint "team_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_members" add constraint "team_members_role_check" check ("role" in ('owner', 'admin', 'member'));`,
    );

    this.addSql(
      `alter table "invites" add constraint "invites_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invites" add constraint "invites_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "invites" add constraint "invites_role_check" check ("role" in ('owner', 'admin', 'member'));`,
    );

    this.addSql(
      `alter table "api_keys" add constraint "api_keys_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_key_type_check" check ("key_type" in ('api', 'email'));`,
    );

    this.addSql(
      `alter table "team_events" add constraint "team_events_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_events" add constraint "team_events_initiated_by_user_id_foreign" foreign key ("initiated_by_user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "team_events" add constraint "team_events_initiated_by_api_key_id_foreign" foreign key ("initiated_by_api_key_id") references "api_keys" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "team_events" add constraint "team_events_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "team_events" add constraint "team_events_event_type_check" check ("event_type" in ('success', 'info', 'warning', 'error'));`,
    );

    this.addSql(
      `alter table "api_key_projects" add constraint "api_key_projects_api_key_id_foreign" foreign key ("api_key_id") references "api_keys" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "api_key_projects" add constraint "api_key_projects_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "projects" drop constraint "projects_team_id_foreign";`);
    this.addSql(`alter table "team_members" drop constraint "team_members_team_id_foreign";`);
    this.addSql(`alter table "invites" drop constraint "invites_team_id_foreign";`);
    this.addSql(`alter table "api_keys" drop constraint "api_keys_team_id_foreign";`);
    this.addSql(`alter table "team_events" drop constraint "team_events_team_id_foreign";`);
    this.addSql(`alter table "team_events" drop constraint "team_events_project_id_foreign";`);
    this.addSql(`alter table "api_key_projects" drop constraint "api_key_projects_project_id_foreign";`);
    this.addSql(`alter table "team_events" drop constraint "team_events_initiated_by_api_key_id_foreign";`);
    this.addSql(`alter table "api_key_projects" drop constraint "api_key_projects_api_key_id_foreign";`);

    this.addSql(`drop table if exists "teams" cascade;`);
    this.addSql(`drop table if exists "projects" cascade;`);
    this.addSql(`drop table if exists "team_members" cascade;`);
    this.addSql(`drop table if exists "invites" cascade;`);
    this.addSql(`drop table if exists "api_keys" cascade;`);
    this.addSql(`drop table if exists "team_events" cascade;`);
    this.addSql(`drop table if exists "api_key_projects" cascade;`);
  }
}
