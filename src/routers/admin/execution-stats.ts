import { priceOf } from '../../extraction/pricing.ts';
import { getExecutionStats } from '../../services/admin/executions.ts';
import { adminProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toIso, toIsoOrNull } from '../schemas.ts';
import { ZExecutionStats, ZExecutionStatsInput } from './execution-stats.types.ts';

export const executionStatsProcedure = adminProcedure
  .meta(
    restMeta({
      method: 'GET',
      path: '/admin/executions/{id}/stats',
      tag: 'Admin',
      summary: 'Debug detail of an execution',
    }),
  )
  .input(ZExecutionStatsInput)
  .output(ZExecutionStats)
  .query(async ({ ctx, input }) => {
    const { execution, requests } = await getExecutionStats({ em: ctx.em, executionId: input.id });
    const overrides = ctx.app.config.PRICING_OVERRIDES;
    return {
      started_at: toIsoOrNull(execution.startedAt),
      completed_at: toIsoOrNull(execution.completedAt),
      internal_error: execution.internalError ?? null,
      metadata: execution.metadata ?? null,
      ai_requests: requests.map((request) => ({
        id: request.id,
        project_execution_id: request.execution?.id ?? null,
        provider: request.provider,
        model: request.model,
        input_hash: request.inputHash,
        usage_prompt_tokens: request.usagePromptTokens,
        usage_completion_tokens: request.usageCompletionTokens,
        usage_total_tokens: request.usageTotalTokens,
        usage_total_cost: Number(request.usageTotalCost),
        usage_cached: request.usageCached,
        price_known: request.provider === 'local' || priceOf(request.model, overrides) !== null,
        created_at: toIso(request.createdAt),
        updated_at: toIso(request.updatedAt),
      })),
    };
  });
