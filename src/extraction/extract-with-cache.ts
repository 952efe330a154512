import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../config.ts';
import { legacyCodedLine } from '../i18n/legacy-coded-lines.ts';
import { codedMessage } from '../i18n/message.ts';
import type { TCodedMessage } from '../i18n/types.ts';
import type { TAiRequestRow } from './ai-request-rows.ts';
import { costOf } from './pricing.ts';
import { jsonSyntaxProblem, type TJsonSyntaxProblem } from './schema/json-syntax.ts';
import { resultProblem, type TResultProblem, validateResult } from './schema/validate-result.ts';
import type { TExtractionProvider, TExtractionRequest, TExtractionResponse } from './types.ts';

function jsonProblemMessage(problem: TJsonSyntaxProblem | null): TCodedMessage {
  if (!problem) {
    return codedMessage('json.not_expected_form');
  }
  const { kind, ...params } = problem;
  return codedMessage(`json.${kind}`, params);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What was wrong with an answer: not JSON at all, or not matching the schema. */
export function problemsOf(request: TExtractionRequest, response: TExtractionResponse): TResultProblem[] {
  if (response.unparsed) {
    // The model's repair reads the parser's own words; the execution's line says it in the reader's language.
    const params = { parse_error: jsonProblemMessage(jsonSyntaxProblem(response.unparsed.text)) };
    return [resultProblem('(result)', 'error.answer_not_json', params, { parse_error: response.unparsed.error })];
  }
  return validateResult(request.schema, response.result);
}

/**
 * Runs one extraction call and hands `record` its AI request row (tokens, cost), broken answers
 * included; the caller writes it (with the execution's outcome, in one statement).
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
  teamId: string;
  record: (row: TAiRequestRow) => void;
}): Promise<TExtractionResponse & { cached: boolean; problems: TResultProblem[] }> {
  const { em, provider, request } = options;
  const input = JSON.stringify({
    documents: request.documents.map((document) => document.pages),
    instructions: request.instructions,
    repair: request.repair ?? null,
  });
  const inputHash = sha256(input);
  const cacheKey = sha256(
    `${options.teamId}|${inputHash}|${provider.provider}:${provider.model}|${JSON.stringify(request.schema)}`,
  );

  // What every AI request row of this call records, answered from the cache or not.
  const recorded = () => ({
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    provider: provider.provider,
    model: provider.model,
    inputHash,
    cacheKey,
  });
  // Plain SQL: only the answer is needed, not an entity.
  const [hit] = await em.execute<{ response: TExtractionResponse }[]>(
    `select response from ai_requests where cache_key = ? and usage_cached = false and response is not null
     order by created_at desc limit 1`,
    [cacheKey],
  );
  const cachedResponse = hit?.response;
  // Re-checked on the way out: an answer stored before invalid ones stopped being cached stays unused.
  if (cachedResponse && problemsOf(request, cachedResponse).length === 0) {
    options.record({
      ...recorded(),
      promptTokens: 0,
      completionTokens: 0,
      totalCost: 0,
      cached: true,
      response: null,
    });
    // Answers cached before warnings were stored by code hold their English text (LEGACY).
    const warnings = (cachedResponse.warnings as (TCodedMessage | string)[]).map((warning) =>
      typeof warning === 'string' ? legacyCodedLine(warning) : warning,
    );
    const usage = { promptTokens: 0, completionTokens: 0 };
    return { ...cachedResponse, warnings, usage, cached: true, problems: [] };
  }

  const response = await provider.extract(request, {});
  const problems = problemsOf(request, response);
  const { promptTokens, completionTokens } = response.usage;
  // The local extractor is cheaper to rerun than to cache.
  const cacheable = provider.provider !== 'local' && problems.length === 0;
  options.record({
    ...recorded(),
    promptTokens,
    completionTokens,
    totalCost: costOf(provider.model, response.usage, options.config.PRICING_OVERRIDES),
    cached: false,
    response: cacheable ? (response as unknown as Record<string, unknown>) : null,
  });
  return { ...response, cached: false, problems };
}
