import { escapeRegExp } from '../escape-regexp.ts';
import type { TSourceMap } from '../types.ts';

export type TTokenLogprob = { token: string; logprob: number };

function valueAt(result: unknown, path: string): unknown {
  let current = result;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}

/**
 * Scales each source's confidence by how sure the model was of the value's tokens (the least likely
 * one), where the provider returns token log-probabilities (OpenAI). The value is found in the
 * answer's text as `"key": <value>` after `"result"`.
 */
export function withTokenProbabilities(sources: TSourceMap, result: unknown, logprobs: TTokenLogprob[]): TSourceMap {
  const text = logprobs.map((entry) => entry.token).join('');
  const starts: number[] = [];
  let offset = 0;
  for (const entry of logprobs) {
    starts.push(offset);
    offset += entry.token.length;
  }
  const resultAt = Math.max(0, text.indexOf('"result"'));
  const scaled: TSourceMap = {};
  for (const [path, source] of Object.entries(sources)) {
    const key = path.match(/[^.[\]]+/g)?.at(-1) ?? '';
    const value = valueAt(result, path);
    const found =
      value === undefined || /^\d+$/.test(key)
        ? null
        : new RegExp(`"${escapeRegExp(key)}"\\s*:\\s*(${escapeRegExp(JSON.stringify(value))})`).exec(
            text.slice(resultAt),
          );
    if (!found?.[1]) {
      scaled[path] = source;
      continue;
    }
    const from = resultAt + found.index + found[0].length - found[1].length;
    const to = from + found[1].length;
    const covering = logprobs.filter(
      (_, index) =>
        starts[index] !== undefined &&
        (starts[index] as number) < to &&
        (starts[index] as number) + (logprobs[index]?.token.length ?? 0) > from,
    );
    if (covering.length === 0) {
      scaled[path] = source;
      continue;
    }
    const probability = Math.exp(Math.min(...covering.map((entry) => entry.logprob)));
    const confidence = Math.round((source.confidence ?? 1) * probability * 100) / 100;
    scaled[path] = { ...source, confidence };
  }
  return scaled;
}
