import type { LanguageModel } from 'ai';
import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { lazyModule } from '../../lib/lazy-module.ts';
import { toJsonSchema } from '../schema/json-schema.ts';
import type { TExtractionProvider, TExtractionRequest, TExtractionResponse, TSourceMap } from '../types.ts';
import { contextTokensOf, unwrapAnswer, verifyCitations } from './llm-answer.ts';
import { estimateTokens, mergeResults, pageRanges } from './llm-chunks.ts';
import { type TTokenLogprob, withTokenProbabilities } from './llm-logprobs.ts';
import { buildPrompt } from './prompt.ts';

// The AI SDK is loaded on the first LLM call, not at start-up (~30 MB resident).
const aiSdk = lazyModule<typeof import('ai')>('ai');

type TLlmOptions = {
  provider: string;
  model: string;
  languageModel: LanguageModel;
  maxRetries: number;
  timeoutMs: number;
  /** The model's context window in tokens; from the model id when not given. */
  contextTokens?: number;
};

async function callModel(options: TLlmOptions, request: TExtractionRequest, signal?: AbortSignal) {
  const { $schema: _ignored, ...resultSchema } = toJsonSchema(request.schema);
  // No validator on purpose: a bare result or a loose envelope is sorted out by unwrapAnswer, and
  // the result is checked against the revision's schema by the caller.
  const schema = aiSdk().jsonSchema<unknown>({
    type: 'object',
    properties: {
      result: resultSchema,
      title: { type: 'string', description: 'A short title for this document, as the instructions say' },
      citations: {
        type: 'array',
        description:
          'For every extracted value: its path (e.g. items[0].price), the page, and the exact text it came from',
        items: {
          type: 'object',
          properties: { path: { type: 'string' }, page: { type: 'integer' }, quote: { type: 'string' } },
          required: ['path', 'page', 'quote'],
          additionalProperties: false,
        },
      },
    },
    required: ['result', 'title', 'citations'],
    additionalProperties: false,
  });
  const prompt = buildPrompt(request);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const usageOf = (usage: { inputTokens?: number; outputTokens?: number } | undefined) => ({
    promptTokens: usage?.inputTokens ?? 0,
    completionTokens: usage?.outputTokens ?? 0,
  });
  try {
    const response = await aiSdk().generateObject({
      model: options.languageModel,
      schema,
      schemaName: 'extraction',
      system: prompt.system,
      prompt: prompt.user,
      maxRetries: options.maxRetries,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      temperature: 0,
      // OpenAI returns token log-probabilities on request; they refine each value's confidence.
      providerOptions: options.provider === 'openai' ? { openai: { logprobs: true } } : undefined,
    });
    const logprobs = response.providerMetadata?.openai?.logprobs as TTokenLogprob[] | undefined;
    return { answer: unwrapAnswer(response.object), usage: usageOf(response.usage), unparsed: undefined, logprobs };
  } catch (error) {
    // Broken JSON is an answer too: it was paid for, and the repair attempt needs its text.
    if (aiSdk().NoObjectGeneratedError.isInstance(error)) {
      const cause = error.cause instanceof Error ? error.cause.message : error.message;
      return {
        answer: { result: undefined, title: null, citations: [] },
        usage: usageOf(error.usage),
        unparsed: { text: error.text ?? '', error: cause.split('\n')[0]?.slice(0, 300) ?? 'not JSON' },
        logprobs: undefined,
      };
    }
    throw error;
  }
}

/** The characters of document text one call may carry: the context minus the answer and the instructions. */
function textBudget(options: TLlmOptions, request: TExtractionRequest): number {
  const context = options.contextTokens ?? contextTokensOf(options.model);
  const answerReserve = Math.min(16_000, Math.floor(context / 4));
  const instructions = estimateTokens(JSON.stringify(request.schema)) + 1_000;
  return Math.max(1_000, (context - answerReserve - instructions) * 3);
}

/**
 * An extraction model behind the Vercel AI SDK, asked for structured output (JSON Schema). Text
 * longer than the model's context is sent in page ranges whose results are merged, with a warning.
 */
export function createLlmProvider(options: TLlmOptions): TExtractionProvider {
  return {
    provider: options.provider,
    model: options.model,
    async extract(request, { signal }) {
      const ranges = pageRanges(request.documents, textBudget(options, request));
      let merged: { result: unknown; sources: TSourceMap } = { result: undefined, sources: {} };
      let title: string | null = null;
      let unparsed: TExtractionResponse['unparsed'];
      // By their stored form: the same warning from two parts is given once.
      const warnings = new Map<string, TCodedMessage>();
      const usage = { promptTokens: 0, completionTokens: 0 };
      for (const documents of ranges) {
        const part = { ...request, documents };
        const call = await callModel(options, part, signal);
        usage.promptTokens += call.usage.promptTokens;
        usage.completionTokens += call.usage.completionTokens;
        unparsed ??= call.unparsed;
        const verified = verifyCitations(part, call.answer.citations);
        for (const warning of verified.warnings) {
          warnings.set(JSON.stringify(warning), warning);
        }
        const sources = call.logprobs?.length
          ? withTokenProbabilities(verified.sources, call.answer.result, call.logprobs)
          : verified.sources;
        merged = mergeResults(merged, { result: call.answer.result, sources });
        title ??= call.answer.title;
      }
      if (ranges.length > 1) {
        const spans = ranges.map((range) => {
          const pages = range.flatMap((document) => document.pages.map((page) => page.page));
          return pages[0] === pages[pages.length - 1] ? `${pages[0]}` : `${pages[0]}–${pages[pages.length - 1]}`;
        });
        const warning = codedMessage('warning.read_in_parts', { count: ranges.length, spans: spans.join(', ') });
        warnings.set(JSON.stringify(warning), warning);
      }
      return {
        result: merged.result,
        title,
        sources: merged.sources,
        warnings: [...warnings.values()],
        usage,
        unparsed,
      };
    },
  };
}

export { contextTokensOf, unwrapAnswer, verifyCitations } from './llm-answer.ts';
