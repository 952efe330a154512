import type { TConfig } from '../config.ts';
import type { TProcessingMode } from '../db/entities/project.ts';
import { fallbackModeOf, providerForMode } from './providers/registry.ts';
import type { TResultProblem } from './schema/validate-result.ts';
import type { TExtractionProvider, TExtractionRequest, TExtractionResponse } from './types.ts';

/** One call to a provider and what was wrong with its answer; the caller decides what is recorded. */
export type TExtractCall = (
  provider: TExtractionProvider,
  request: TExtractionRequest,
) => Promise<TExtractionResponse & { problems: TResultProblem[] }>;

type TFallbackOutcome = {
  response: TExtractionResponse;
  problems: TResultProblem[];
  /** The mode that was tried after the first one, when one was. */
  fallbackMode: TProcessingMode | null;
};

/** One mode: extract, validate, and once more with the problems spelled out if invalid. */
async function extractInMode(call: TExtractCall, provider: TExtractionProvider, request: TExtractionRequest) {
  let response = await call(provider, request);
  if (response.problems.length > 0) {
    // An answer that was not JSON is repaired from its raw text.
    const previous = response.unparsed ? response.unparsed.text : response.result;
    response = await call(provider, { ...request, repair: { previous, problems: response.problems } });
  }
  return { response: response as TExtractionResponse, problems: response.problems };
}

/**
 * The extraction loop shared by executions and evaluations: the mode's provider, one repair attempt
 * for an invalid answer and, with `fallback`, one more try in the next mode up when the call failed or
 * the answer stayed invalid. Throws only when no mode answered at all; when the fallback fails after
 * an invalid first answer, that answer is kept (its problems say why it is not valid).
 */
export async function extractWithFallback(options: {
  config: TConfig;
  request: TExtractionRequest;
  mode: TProcessingMode;
  fallback: boolean;
  call: TExtractCall;
  /** Which provider serves a mode; the configured one unless a caller needs another. */
  providerFor?: (mode: TProcessingMode) => TExtractionProvider;
}): Promise<TFallbackOutcome> {
  const providerFor = options.providerFor ?? ((mode: TProcessingMode) => providerForMode(options.config, mode));
  const next = options.fallback ? fallbackModeOf(options.mode) : null;
  const run = (mode: TProcessingMode) => extractInMode(options.call, providerFor(mode), options.request);
  let first: Awaited<ReturnType<typeof run>> | null;
  try {
    first = await run(options.mode);
  } catch (error) {
    if (!next) {
      throw error;
    }
    first = null;
  }
  if (!next || (first && first.problems.length === 0)) {
    return { ...(first as NonNullable<typeof first>), fallbackMode: null };
  }
  try {
    return { ...(await run(next)), fallbackMode: next };
  } catch (error) {
    if (!first) {
      throw error;
    }
    return { ...first, fallbackMode: next };
  }
}
