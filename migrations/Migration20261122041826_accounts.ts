import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041826_accounts extends Migration {
  override name = 'Migration20261122041826_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" varchar(300) not null, "window_start" timestamptz not null, "count" int not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "email_tokens" ("id" uuid not null, "created_at" timestamptz not null, "user_id" uuid not null, "purpose" text not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "email_tokens_user_id_index" on "email_tokens" ("user_id");`);
    this.addSql(`alter table "email_tokens" add constraint "email_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "email_tokens" add constraint "email_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "email_tokens" add constraint "email_tokens_purpose_check" check ("purpose" in ('verify_email', 'reset_password'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "email_tokens" cascade;`);
  }
}
