import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../config.ts';
import { AiRequest } from '../db/entities/ai-request.ts';
import { costOf } from './pricing.ts';
import type { TExtractionProvider, TExtractionRequest, TExtractionResponse } from './types.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Runs one extraction call and records it as an AI request (tokens, cost). An identical input,
 * model and schema that was answered before is answered from the cache, recorded as cached.
 */
export async function extractWithCache(options: {
  em: EntityManager;
  config: TConfig;
  provider: TExtractionProvider;
  request: TExtractionRequest;
  executionId: string;
}): Promise<TExtractionResponse & { cached: boolean }> {
  const { em, provider, request } = options;
  const input = JSON.stringify({
    documents: request.documents.map((document) => document.pages),
    instructions: request.instructions,
    repair: request.repair ?? null,
  });
  const inputHash = sha256(input);
  const cacheKey = sha256(`${inputHash}|${provider.provider}:${provider.model}|${JSON.stringify(request.schema)}`);

  const hit = await em.findOne(
    AiRequest,
    { cacheKey, usageCached: false, response: { $ne: null } },
    { orderBy: { createdAt: 'desc' } },
  );
  if (hit?.response) {
    em.create(AiRequest, {
      execution: options.executionId,
      provider: provider.provider,
      model: provider.model,
      inputHash,
      cacheKey,
      usageCached: true,
    });
    await em.flush();
    return { ...(hit.response as TExtractionResponse), usage: { promptTokens: 0, completionTokens: 0 }, cached: true };
  }

  const response = await provider.extract(request, {});
  const { promptTokens, completionTokens } = response.usage;
  em.create(AiRequest, {
    execution: options.executionId,
    provider: provider.provider,
    model: provider.model,
    inputHash,
    cacheKey,
    usagePromptTokens: promptTokens,
    usageCompletionTokens: completionTokens,
    usageTotalTokens: promptTokens + completionTokens,
    usageTotalCost: costOf(provider.model, response.usage, options.config.PRICING_OVERRIDES),
    usageCached: false,
    // The local extractor is cheaper to rerun than to cache.
    response: provider.provider === 'local' ? null : (response as unknown as Record<string, unknown>),
  });
  await em.flush();
  return { ...response, cached: false };
}
