import { Migration } from '@mikro-orm/migrations';

/** AI spend per project and day, kept by a trigger, for the admin cost charts (see AiCostDaily). */
export class Migration20261123133336_ai_cost_daily extends Migration {
  override name = 'Migration20261123133336_ai_cost_daily';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ai_cost_daily" ("day" date not null, "project_id" uuid not null, "total_cost" numeric(18,6) not null default 0, "requests" int not null default 0, primary key ("day", "project_id"));`,
    );
    this.addSql(
      `alter table "ai_cost_daily" add constraint "ai_cost_daily_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    // The function text is the one MikroORM generates from AiRequest's trigger (compared on diff).
    this.addSql(`create or replace function "ai_requests_cost_rollup_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and old.execution_id is not null then
        update ai_cost_daily set total_cost = total_cost - old.usage_total_cost, requests = requests - 1
        where day = (old.created_at at time zone 'UTC')::date
          and project_id = (select e.project_id from executions e where e.id = old.execution_id);       end if;       if new.execution_id is not null then
        insert into ai_cost_daily (day, project_id, total_cost, requests)
        select (new.created_at at time zone 'UTC')::date, e.project_id, new.usage_total_cost, 1
        from executions e where e.id = new.execution_id
        on conflict (day, project_id) do update set total_cost = ai_cost_daily.total_cost + excluded.total_cost,
          requests = ai_cost_daily.requests + excluded.requests;       end if;       return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "cost_rollup" AFTER INSERT OR UPDATE on "ai_requests" for each ROW execute function "ai_requests_cost_rollup_fn"();`,
    );
    this.addSql(
      `insert into "ai_cost_daily" ("day", "project_id", "total_cost", "requests")
       select (ar.created_at at time zone 'UTC')::date, e.project_id, sum(ar.usage_total_cost), count(*)
       from ai_requests ar join executions e on e.id = ar.execution_id group by 1, 2;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "cost_rollup" on "ai_requests";`);
    this.addSql(`drop function if exists "ai_requests_cost_rollup_fn"();`);
    this.addSql(`drop table if exists "ai_cost_daily" cascade;`);
  }
}
