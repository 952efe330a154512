import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../config.ts';
import { AiRequest } from '../db/entities/ai-request.ts';
import { Execution } from '../db/entities/execution.ts';
import { costOf } from './pricing.ts';
import { type TResultProblem, validateResult } from './schema/validate-result.ts';
import type { TExtractionProvider, TExtractionRequest, TExtractionResponse } from './types.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What was wrong with an answer: not JSON at all, or not matching the schema. */
export function problemsOf(request: TExtractionRequest, response: TExtractionResponse): TResultProblem[] {
  if (response.unparsed) {
    return [{ path: '(result)', message: `the model's answer was not valid JSON (${response.unparsed.error})` }];
  }
  return validateResult(request.schema, response.result);
}

async function teamOf(em: EntityManager, executionId: string): Promise<string> {
  const execution = await em.findOneOrFail(Execution, { id: executionId }, { populate: ['project'] });
  return execution.project.team.id;
}

/**
 * Runs one extraction call and records it as an AI request (tokens, cost), broken answers included.
 * An identical input, model and schema answered validly before for the same team is answered from
 * the cache, recorded as cached. Invalid answers are never cached (a rerun asks the model again), and
 * the key includes the team, so no team gets another's answer or learns from a fast reply that
 * another team uploaded the same document.
 */
export async function extractWithCache(options: {
  em: EntityManager;
  config: TConfig;
  provider: TExtractionProvider;
  request: TExtractionRequest;
  executionId: string;
}): Promise<TExtractionResponse & { cached: boolean; problems: TResultProblem[] }> {
  const { em, provider, request } = options;
  const input = JSON.stringify({
    documents: request.documents.map((document) => document.pages),
    instructions: request.instructions,
    repair: request.repair ?? null,
  });
  const inputHash = sha256(input);
  const teamId = await teamOf(em, options.executionId);
  const cacheKey = sha256(
    `${teamId}|${inputHash}|${provider.provider}:${provider.model}|${JSON.stringify(request.schema)}`,
  );

  // What every AI request row of this call records, answered from the cache or not.
  const recorded = {
    execution: options.executionId,
    provider: provider.provider,
    model: provider.model,
    inputHash,
    cacheKey,
  };
  const hit = await em.findOne(
    AiRequest,
    { cacheKey, usageCached: false, response: { $ne: null } },
    { orderBy: { createdAt: 'desc' } },
  );
  const cachedResponse = hit?.response as TExtractionResponse | undefined;
  // Re-checked on the way out: an answer stored before invalid ones stopped being cached stays unused.
  if (cachedResponse && problemsOf(request, cachedResponse).length === 0) {
    em.create(AiRequest, { ...recorded, usageCached: true });
    await em.flush();
    return { ...cachedResponse, usage: { promptTokens: 0, completionTokens: 0 }, cached: true, problems: [] };
  }

  const response = await provider.extract(request, {});
  const problems = problemsOf(request, response);
  const { promptTokens, completionTokens } = response.usage;
  // The local extractor is cheaper to rerun than to cache.
  const cacheable = provider.provider !== 'local' && problems.length === 0;
  em.create(AiRequest, {
    ...recorded,
    usagePromptTokens: promptTokens,
    usageCompletionTokens: completionTokens,
    usageTotalTokens: promptTokens + completionTokens,
    usageTotalCost: costOf(provider.model, response.usage, options.config.PRICING_OVERRIDES),
    usageCached: false,
    response: cacheable ? (response as unknown as Record<string, unknown>) : null,
  });
  await em.flush();
  return { ...response, cached: false, problems };
}
