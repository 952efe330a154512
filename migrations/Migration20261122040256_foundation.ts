import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040256_foundation extends Migration {
  override name = 'Migration20261122040256_foundation';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "users" ("id" uuid not null, "created_at" timestamptz not null, "email" varchar(320) not null, "name" varchar(64) not null, "language" varchar(2) not null default 'en', "role" text not null default 'user', "password_hash" text not null, "email_verified_at" timestamptz null, "two_factor_secret" text null, "two_factor_enabled_at" timestamptz null, "two_factor_last_step" bigint null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "sessions" ("id" varchar(64) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, "last_active_at" timestamptz not null, "device" varchar(64) not null default 'unknown', "os" varchar(64) not null default 'unknown', "browser" varchar(64) not null default 'unknown', "country" varchar(8) not null default 'unknown', "impersonator_user_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'user'));`);

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
  }
}
