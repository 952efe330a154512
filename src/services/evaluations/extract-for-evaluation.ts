import type { TConfig } from '../../config.ts';
import type { TProcessingMode } from '../../db/entities/project.ts';
import { problemsOf } from '../../extraction/extract-with-cache.ts';
import { extractWithFallback, type TExtractCall } from '../../extraction/extract-with-fallback.ts';
import { costOf } from '../../extraction/pricing.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import type { TDocumentText, TExtractionInstructions, TExtractionRequest } from '../../extraction/types.ts';

export type TEvaluationSettings = { schema: TOutputSchema; instructions: TExtractionInstructions };

export type TEvaluationAnswer = {
  result: unknown;
  /** Why there is no (valid) result; the result, if any, is still scored. */
  error: string | null;
  tokens: number;
  cost: number;
  durationMs: number;
};

/**
 * Extracts with the provider of the mode, validates, repairs once, and falls back one mode up like
 * the pipeline does, but records nothing: an evaluation must leave executions and their AI requests
 * untouched, so tokens and cost are returned to be stored on the evaluation instead.
 */
export async function extractForEvaluation(options: {
  config: TConfig;
  texts: TDocumentText[];
  settings: TEvaluationSettings;
  mode: TProcessingMode;
  fallback: boolean;
}): Promise<TEvaluationAnswer> {
  const started = Date.now();
  const answer: TEvaluationAnswer = { result: null, error: null, tokens: 0, cost: 0, durationMs: 0 };
  const request: TExtractionRequest = {
    documents: options.texts,
    schema: options.settings.schema,
    instructions: options.settings.instructions,
  };
  // Tokens and cost are added up here instead of being recorded as AI requests.
  const call: TExtractCall = async (provider, req) => {
    const response = await provider.extract(req, {});
    answer.tokens += response.usage.promptTokens + response.usage.completionTokens;
    answer.cost += costOf(provider.model, response.usage, options.config.PRICING_OVERRIDES);
    return { ...response, problems: problemsOf(req, response) };
  };
  try {
    const { response, problems } = await extractWithFallback({
      config: options.config,
      request,
      mode: options.mode,
      fallback: options.fallback,
      call,
    });
    answer.result = response.result;
    answer.error =
      problems.length > 0 ? problems.map((problem) => `${problem.path}: ${problem.message}`).join('\n') : null;
  } catch {
    // Provider errors can carry internal detail (URLs, keys' hints): members see the pipeline's wording.
    answer.error = 'The extraction model did not answer';
  }
  answer.durationMs = Date.now() - started;
  return answer;
}
