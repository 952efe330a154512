import type { TExtractionProvider } from '../../types.ts';
import { extractResult } from './extract-result.ts';
import { documentLines } from './lines.ts';
import { buildTitle } from './title.ts';

export const LOCAL_PROVIDER = { provider: 'local', model: 'docstruct-local-1' } as const;

/**
 * The offline extractor: labelled values, "Label | Value" rows and simple tables, matched by field
 * names, synonyms and descriptions. Deterministic and network-free, so a repair attempt simply
 * extracts again (the previous answer and its problems can't change the outcome).
 */
export function createLocalProvider(): TExtractionProvider {
  return {
    ...LOCAL_PROVIDER,
    async extract(request, options) {
      options.signal?.throwIfAborted();
      const lines = documentLines(request.documents);
      const { result, sources, warnings, leaves } = extractResult(request.schema, lines);
      const title = buildTitle(leaves, lines, request.instructions);
      return { result, title, sources, warnings, usage: { promptTokens: 0, completionTokens: 0 } };
    },
  };
}
