import { codedMessage } from '../../../i18n/message.ts';
import type { TExtractionProvider } from '../../types.ts';
import { dateOrderOf } from './date-order.ts';
import { extractResult } from './extract-result.ts';
import { documentLines } from './lines.ts';
import { LONGEST_LINE, longLineCount } from './long-lines.ts';
import { readingDatesAs } from './parse-date.ts';
import { buildTitle } from './title.ts';
import { verifyValues } from './verify-values.ts';

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
      // One order of day and month for the whole document, decided once: the rules', the verifier's and the title's.
      const order = dateOrderOf(lines);
      const { result, sources, warnings, leaves } = readingDatesAs(order, () => extractResult(request.schema, lines));
      // Every filled value's confidence is the verifier's; a value it finds unlikely enough is left out.
      const dropped = readingDatesAs(order, () =>
        verifyValues({ schema: request.schema, lines, result, sources, warnings }),
      );
      // A value left out names no title either.
      const named = (leaf: (typeof leaves)[number]) => [leaf.parentName, leaf.property.name].filter(Boolean).join('.');
      const kept = leaves.filter(
        (leaf) =>
          !dropped.some((path) => path === named(leaf) || (leaf.parentName && path.endsWith(`.${named(leaf)}`))),
      );
      const title = readingDatesAs(order, () => buildTitle(kept, lines, request.instructions));
      // Lines read in pieces (a hostile upload's, long-lines.ts): the values found are kept, and the execution says so.
      const cut = longLineCount(request.documents.flatMap((document) => document.pages.map((page) => page.text)));
      if (cut > 0) {
        warnings.push(codedMessage('warning.long_lines_cut', { count: cut, length: LONGEST_LINE }));
      }
      return { result, title, sources, warnings, usage: { promptTokens: 0, completionTokens: 0 } };
    },
  };
}
