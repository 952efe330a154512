import type { TTokenUsage } from './types.ts';

type TPrice = { input: number; output: number };

/** USD per million tokens. Checked November 2026; PRICING_OVERRIDES replaces or adds entries. */
const PRICES: Record<string, TPrice> = {
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

/**
 * The price of a model id: an exact entry, else the longest entry the id starts with followed by
 * "-" (dated ids such as `gpt-4.1-mini-2025-04-14` or `claude-sonnet-4-5-20250929`). Overrides win.
 * Null when unknown: the caller flags it rather than treating the model as free.
 */
export function priceOf(model: string, overrides: Record<string, TPrice> = {}): TPrice | null {
  for (const table of [overrides, PRICES]) {
    const exact = table[model];
    if (exact) {
      return exact;
    }
  }
  for (const table of [overrides, PRICES]) {
    const prefix = Object.keys(table)
      .filter((key) => model.startsWith(`${key}-`))
      .sort((a, b) => b.length - a.length)[0];
    if (prefix) {
      return table[prefix] ?? null;
    }
  }
  return null;
}

/** Cost of one call in USD; 0 for models without a price (see priceOf: such calls are flagged). */
export function costOf(model: string, usage: TTokenUsage, overrides: Record<string, TPrice> = {}): number {
  const price = priceOf(model, overrides);
  if (!price) {
    return 0;
  }
  const cost = (usage.promptTokens * price.input + usage.completionTokens * price.output) / 1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
