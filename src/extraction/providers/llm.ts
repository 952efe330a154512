import type { LanguageModel } from 'ai';
import { lazyModule } from '../../lib/lazy-module.ts';
import { toJsonSchema } from '../schema/json-schema.ts';
import type { TExtractionProvider, TExtractionRequest, TSourceMap } from '../types.ts';
import { buildPrompt } from './prompt.ts';

// The AI SDK is loaded on the first LLM call, not at start-up (~30 MB resident).
const aiSdk = lazyModule<typeof import('ai')>('ai');

type TCitation = { path: string; page: number; quote: string };

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Keeps the citations whose quote really occurs on the cited page; an LLM may paraphrase or
 * invent, so an unverifiable quote becomes a warning instead of a source.
 */
export function verifyCitations(request: TExtractionRequest, citations: TCitation[]) {
  const pages = request.documents.flatMap((document) =>
    document.pages.map((page) => ({ document: document.fileName, ...page })),
  );
  const sources: TSourceMap = {};
  const warnings: string[] = [];
  for (const citation of citations) {
    const quote = normalise(citation.quote);
    const page =
      pages.find((candidate) => candidate.page === citation.page && normalise(candidate.text).includes(quote)) ??
      pages.find((candidate) => quote.length > 0 && normalise(candidate.text).includes(quote));
    if (page && quote.length > 0) {
      sources[citation.path] = { page: page.page, quote: citation.quote, document: page.document };
    } else {
      warnings.push(`The source given for "${citation.path}" could not be found in the document`);
    }
  }
  return { sources, warnings };
}

/** An extraction model behind the Vercel AI SDK, asked for structured output (JSON Schema). */
export function createLlmProvider(options: {
  provider: string;
  model: string;
  languageModel: LanguageModel;
  maxRetries: number;
  timeoutMs: number;
}): TExtractionProvider {
  return {
    provider: options.provider,
    model: options.model,
    async extract(request, { signal }) {
      const { $schema: _ignored, ...resultSchema } = toJsonSchema(request.schema);
      const schema = aiSdk().jsonSchema<{ result: unknown; title: string; citations: TCitation[] }>({
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
      const response = await aiSdk().generateObject({
        model: options.languageModel,
        schema,
        schemaName: 'extraction',
        system: prompt.system,
        prompt: prompt.user,
        maxRetries: options.maxRetries,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        temperature: 0,
      });
      const { sources, warnings } = verifyCitations(request, response.object.citations ?? []);
      return {
        result: response.object.result,
        title: response.object.title?.trim() || null,
        sources,
        warnings,
        usage: {
          promptTokens: response.usage.inputTokens ?? 0,
          completionTokens: response.usage.outputTokens ?? 0,
        },
      };
    },
  };
}
