import type { TTokenUsage } from './types.ts';

/** USD per million tokens. Checked November 2026; PRICING_OVERRIDES replaces or adds entries. */
const PRICES: Record<string, { input: number; output: number }> = {
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'claude-sonnet-4-5': { input: 3, output: 15 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-opus-4-1': { input: 15, output: 75 },
};

/** Cost of one call in USD; models without a price (local, self-hosted) cost nothing. */
export function costOf(
  model: string,
  usage: TTokenUsage,
  overrides: Record<string, { input: number; output: number }> = {},
): number {
  const price = overrides[model] ?? PRICES[model];
  if (!price) {
    return 0;
  }
  const cost = (usage.promptTokens * price.input + usage.completionTokens * price.output) / 1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
