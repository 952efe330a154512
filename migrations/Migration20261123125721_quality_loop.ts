import { Migration } from '@mikro-orm/migrations';

export class Migration20261123125721_quality_loop extends Migration {
  override name = 'Migration20261123125721_quality_loop';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "evaluations" ("id" uuid not null, "created_at" timestamptz not null, "project_id" uuid not null, "created_by_user_id" uuid null, "kind" text not null default 'evaluation', "status" text not null default 'pending', "candidate_revision_id" uuid null, "candidate_draft" jsonb null, "baseline_revision_id" uuid null, "filter" jsonb null, "completed_at" timestamptz null, "accuracy" double precision null, "baseline_accuracy" double precision null, "applied_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "evaluations_project_id_created_at_index" on "evaluations" ("project_id", "created_at");`,
    );

    this.addSql(
      `create table "evaluation_items" ("id" uuid not null, "created_at" timestamptz not null, "evaluation_id" uuid not null, "execution_id" uuid not null, "state" text not null default 'pending', "started_at" timestamptz null, "expected" jsonb null, "candidate_result" jsonb null, "baseline_result" jsonb null, "candidate_error" text null, "baseline_error" text null, "candidate_tokens" int not null default 0, "baseline_tokens" int not null default 0, "candidate_cost" numeric(14,6) not null default 0, "baseline_cost" numeric(14,6) not null default 0, "candidate_duration_ms" int not null default 0, "baseline_duration_ms" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "evaluation_items_evaluation_id_index" on "evaluation_items" ("evaluation_id");`);

    this.addSql(`alter table "projects" add "review_confidence_threshold" numeric(4,3) not null default 0.8;`);

    this.addSql(
      `alter table "executions" add "reviewed_result" jsonb null, add "reviewed_by_user_id" uuid null, add "reviewed_at" timestamptz null, add "excluded_from_evaluation" boolean not null default false;`,
    );
    // The evaluation set and the "reviewed" filter read only reviewed executions of one project.
    this.addSql(
      `create index "executions_project_id_reviewed_at_index" on "executions" ("project_id", "reviewed_at") where "reviewed_at" is not null;`,
    );
    this.addSql(
      `alter table "executions" add constraint "executions_reviewed_by_user_id_foreign" foreign key ("reviewed_by_user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(`alter table "deliveries" drop constraint "deliveries_status_check";`);
    this.addSql(
      `alter table "deliveries" add constraint "deliveries_status_check" check ("status" in ('pending', 'running', 'success', 'failed', 'reviewed'));`,
    );

    this.addSql(
      `alter table "evaluations" add constraint "evaluations_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "evaluations" add constraint "evaluations_created_by_user_id_foreign" foreign key ("created_by_user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "evaluations" add constraint "evaluations_candidate_revision_id_foreign" foreign key ("candidate_revision_id") references "project_revisions" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "evaluations" add constraint "evaluations_baseline_revision_id_foreign" foreign key ("baseline_revision_id") references "project_revisions" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "evaluations" add constraint "evaluations_kind_check" check ("kind" in ('evaluation', 'backfill'));`,
    );
    this.addSql(
      `alter table "evaluations" add constraint "evaluations_status_check" check ("status" in ('pending', 'running', 'success', 'failed'));`,
    );

    this.addSql(
      `alter table "evaluation_items" add constraint "evaluation_items_evaluation_id_foreign" foreign key ("evaluation_id") references "evaluations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "evaluation_items" add constraint "evaluation_items_state_check" check ("state" in ('pending', 'running', 'done'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "evaluation_items" drop constraint "evaluation_items_evaluation_id_foreign";`);

    this.addSql(`drop table if exists "evaluations" cascade;`);
    this.addSql(`drop table if exists "evaluation_items" cascade;`);

    this.addSql(`drop index if exists "executions_project_id_reviewed_at_index";`);
    this.addSql(`alter table "executions" drop constraint "executions_reviewed_by_user_id_foreign";`);

    this.addSql(`alter table "deliveries" drop constraint "deliveries_status_check";`);
    this.addSql(
      `alter table "deliveries" add constraint "deliveries_status_check" check ("status" in ('pending', 'running', 'success', 'failed'));`,
    );

    this.addSql(
      `alter table "executions" drop column "reviewed_result", drop column "reviewed_by_user_id", drop column "reviewed_at", drop column "excluded_from_evaluation";`,
    );

    this.addSql(`alter table "projects" drop column "review_confidence_threshold";`);
  }
}
