import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import type { TExtractionRequest, TSourceMap } from '../types.ts';

type TCitation = { path: string; page: number; quote: string };

// How sure a value is by how its quote checked out: found on the cited page, or only elsewhere.
const CONFIDENCE = { citedPage: 0.9, otherPage: 0.75 };

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
  const warnings: TCodedMessage[] = [];
  for (const citation of citations) {
    const quote = normalise(String(citation.quote ?? ''));
    const onPage = pages.find(
      (candidate) => candidate.page === citation.page && quote.length > 0 && normalise(candidate.text).includes(quote),
    );
    const page = onPage ?? pages.find((candidate) => quote.length > 0 && normalise(candidate.text).includes(quote));
    if (page) {
      const confidence = onPage ? CONFIDENCE.citedPage : CONFIDENCE.otherPage;
      sources[citation.path] = { page: page.page, quote: citation.quote, document: page.document, confidence };
    } else {
      warnings.push(codedMessage('warning.source_not_found', { path: citation.path }));
    }
  }
  return { sources, warnings };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const ENVELOPE_KEYS = new Set(['result', 'title', 'citations']);

/**
 * The answer's parts. Servers that ignore structured output may answer with the bare result object
 * (no envelope); that is accepted as the result, without title and citations.
 */
export function unwrapAnswer(answer: unknown): { result: unknown; title: string | null; citations: TCitation[] } {
  const keys = isPlainObject(answer) ? Object.keys(answer) : [];
  if (isPlainObject(answer) && 'result' in answer && keys.every((key) => ENVELOPE_KEYS.has(key))) {
    const citations = Array.isArray(answer.citations) ? (answer.citations as TCitation[]) : [];
    const title = typeof answer.title === 'string' ? answer.title.trim() || null : null;
    return { result: answer.result, title, citations: citations.filter(isPlainObject) as TCitation[] };
  }
  return { result: answer, title: null, citations: [] };
}

// Context windows by model id prefix (tokens); unknown models get a conservative default.
const CONTEXT_TOKENS: [string, number][] = [
  ['gpt-4.1', 1_000_000],
  ['gpt-5', 400_000],
  ['gpt-4o', 128_000],
  ['claude', 200_000],
];
const DEFAULT_CONTEXT_TOKENS = 32_000;

export function contextTokensOf(model: string): number {
  return CONTEXT_TOKENS.find(([prefix]) => model.startsWith(prefix))?.[1] ?? DEFAULT_CONTEXT_TOKENS;
}
