import type { LanguageModel } from 'ai';
import type { TConfig } from '../../config.ts';
import type { TProcessingMode } from '../../db/entities/project.ts';
import { lazyModule } from '../../lib/lazy-module.ts';
import type { TExtractionProvider } from '../types.ts';
import { createLlmProvider } from './llm.ts';
import { createLocalProvider } from './local/index.ts';

// Each AI SDK costs ~25 MB resident: loaded when a mode first uses it, not at start-up.
const anthropic = lazyModule<typeof import('@ai-sdk/anthropic')>('@ai-sdk/anthropic');
const openai = lazyModule<typeof import('@ai-sdk/openai')>('@ai-sdk/openai');
const openaiCompatible = lazyModule<typeof import('@ai-sdk/openai-compatible')>('@ai-sdk/openai-compatible');

const MODE_ORDER: TProcessingMode[] = ['fast', 'balanced', 'accurate'];

/** The next mode up for the fallback, or null at the top. */
export function fallbackModeOf(mode: TProcessingMode): TProcessingMode | null {
  return MODE_ORDER[MODE_ORDER.indexOf(mode) + 1] ?? null;
}

function modelSpecOf(config: TConfig, mode: TProcessingMode): string {
  return { fast: config.MODEL_FAST, balanced: config.MODEL_BALANCED, accurate: config.MODEL_ACCURATE }[mode];
}

type TModelChoice = { kind: 'local' } | { kind: 'llm'; provider: string; model: string; languageModel: LanguageModel };

/**
 * The model configured for a processing mode (`MODEL_<MODE>`): `local`, or e.g.
 * `openai:gpt-4.1-mini`, `anthropic:claude-sonnet-4-5`, `openai-compatible:llama3.1` (Ollama, vLLM, LM Studio).
 */
export function modelForMode(config: TConfig, mode: TProcessingMode): TModelChoice {
  const spec = modelSpecOf(config, mode);
  if (spec === 'local') {
    return { kind: 'local' };
  }
  const separator = spec.indexOf(':');
  const provider = spec.slice(0, separator);
  const model = spec.slice(separator + 1);
  switch (provider) {
    case 'openai':
      return {
        kind: 'llm',
        provider,
        model,
        languageModel: openai()
          .createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL })
          .chat(model),
      };
    case 'anthropic':
      return {
        kind: 'llm',
        provider,
        model,
        languageModel: anthropic().createAnthropic({
          apiKey: config.ANTHROPIC_API_KEY,
          baseURL: config.ANTHROPIC_BASE_URL,
        })(model),
      };
    case 'openai-compatible':
      return {
        kind: 'llm',
        provider,
        model,
        languageModel: openaiCompatible().createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: config.OPENAI_COMPATIBLE_BASE_URL ?? 'http://127.0.0.1:11434/v1',
          apiKey: config.OPENAI_COMPATIBLE_API_KEY,
          supportsStructuredOutputs: true,
        })(model),
      };
    default:
      throw new Error(`Unknown model provider "${provider}" in MODEL_${mode.toUpperCase()}`);
  }
}

// Building an SDK client costs about a millisecond of CPU: once per configuration and mode, not per call.
const providers = new WeakMap<TConfig, Map<TProcessingMode, TExtractionProvider>>();

/** The extraction provider of a processing mode (stateless, so one per configuration and mode). */
export function providerForMode(config: TConfig, mode: TProcessingMode): TExtractionProvider {
  let ofConfig = providers.get(config);
  if (!ofConfig) {
    ofConfig = new Map();
    providers.set(config, ofConfig);
  }
  let provider = ofConfig.get(mode);
  if (!provider) {
    const choice = modelForMode(config, mode);
    provider =
      choice.kind === 'local'
        ? createLocalProvider()
        : createLlmProvider({
            ...choice,
            maxRetries: config.LLM_MAX_RETRIES,
            timeoutMs: config.LLM_TIMEOUT_MS,
            contextTokens: config.LLM_CONTEXT_TOKENS,
          });
    ofConfig.set(mode, provider);
  }
  return provider;
}
