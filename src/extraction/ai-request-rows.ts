import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One model call (or cache answer) to record as an AI request row. The id is made when the call
 * ends, so writing the row again (a statement retried after a cut connection) adds nothing.
 */
export type TAiRequestRow = {
  id: string;
  createdAt: string;
  provider: string;
  model: string;
  inputHash: string;
  cacheKey: string;
  promptTokens: number;
  completionTokens: number;
  totalCost: number;
  cached: boolean;
  /** The answer, kept for the model cache; null when it must not be reused. */
  response: Record<string, unknown> | null;
};

/**
 * A CTE (`recorded`) that writes the AI request rows of one execution as part of a larger
 * statement (the finish), so a run's costs need no transaction of their own. Rows of an execution
 * deleted meanwhile are skipped (they would be deleted with it). Parameters: the rows, the execution id.
 */
export const aiRequestsCte = `recorded as (
  insert into ai_requests (id, created_at, updated_at, execution_id, provider, model, input_hash, cache_key,
    usage_prompt_tokens, usage_completion_tokens, usage_total_tokens, usage_total_cost, usage_cached, response)
  select r.id, r.created_at, r.created_at, e.id, r.provider, r.model, r.input_hash, r.cache_key, r.prompt_tokens,
    r.completion_tokens, r.prompt_tokens + r.completion_tokens, r.total_cost, r.cached, r.response
  from jsonb_to_recordset(?::jsonb) as r(id uuid, created_at timestamptz, provider text, model text, input_hash text,
    cache_key text, prompt_tokens int, completion_tokens int, total_cost numeric, cached boolean, response jsonb,
    position int)
  join executions e on e.id = ?::uuid
  order by r.position
  on conflict (id) do nothing
)`;

export const aiRequestsParams = (executionId: string, rows: TAiRequestRow[]) => [
  JSON.stringify(
    rows.map((row, position) => ({
      id: row.id,
      created_at: row.createdAt,
      provider: row.provider,
      model: row.model,
      input_hash: row.inputHash,
      cache_key: row.cacheKey,
      prompt_tokens: row.promptTokens,
      completion_tokens: row.completionTokens,
      total_cost: row.totalCost,
      cached: row.cached,
      response: row.response,
      position,
    })),
  ),
  executionId,
];

/** Writes the rows on their own (a run that ends without a finish: released, or its claim lost). */
export async function writeAiRequests(em: EntityManager, executionId: string, rows: TAiRequestRow[]): Promise<void> {
  if (rows.length > 0) {
    await em.fork().execute(`with ${aiRequestsCte} select 1`, aiRequestsParams(executionId, rows));
  }
}
