import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Execution } from './execution.ts';

/** One call to an extraction model (or an answer from the cache), with its tokens and cost. */
export const AiRequest = defineEntity({
  name: 'AiRequest',
  tableName: 'ai_requests',
  indexes: [{ properties: ['cacheKey'] }, { properties: ['createdAt'] }],
  // Keeps ai_cost_daily (the admin cost charts) current in the same transaction as the request row.
  triggers: [
    {
      name: 'cost_rollup',
      timing: 'after',
      events: ['insert', 'update'],
      forEach: 'row',
      // An update (a corrected cost or time) moves the row: out of its old day, into its new one.
      body: `if tg_op = 'UPDATE' and old.execution_id is not null then
        update ai_cost_daily set total_cost = total_cost - old.usage_total_cost, requests = requests - 1
        where day = (old.created_at at time zone 'UTC')::date
          and project_id = (select e.project_id from executions e where e.id = old.execution_id);
      end if;
      if new.execution_id is not null then
        insert into ai_cost_daily (day, project_id, total_cost, requests)
        select (new.created_at at time zone 'UTC')::date, e.project_id, new.usage_total_cost, 1
        from executions e where e.id = new.execution_id
        on conflict (day, project_id) do update set total_cost = ai_cost_daily.total_cost + excluded.total_cost,
          requests = ai_cost_daily.requests + excluded.requests;
      end if;
      return null;`,
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    execution: () => p.manyToOne(Execution).nullable().deleteRule('cascade').index(),
    provider: p.string().length(50),
    model: p.string().length(100),
    /** SHA-256 of the model input (documents' text and instructions). */
    inputHash: p.string().length(64),
    /** input hash + model + schema: equal keys are answered from the cache. */
    cacheKey: p.string().length(64),
    usagePromptTokens: p.integer().default(0),
    usageCompletionTokens: p.integer().default(0),
    usageTotalTokens: p.integer().default(0),
    usageTotalCost: p.decimal('number').precision(14).scale(6).default(0),
    usageCached: p.boolean().default(false),
    /** The model's answer, kept for the cache. */
    response: p.json<Record<string, unknown>>().nullable(),
  },
});

export type TAiRequest = InferEntity<typeof AiRequest>;
