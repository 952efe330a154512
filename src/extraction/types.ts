import type { TCodedMessage } from '../i18n/types.ts';
import type { TOutputSchema } from './schema/output-schema.ts';
import type { TResultProblem } from './schema/validate-result.ts';

/**
 * Text of one page (PDF) or of a whole document (others: one page). Pages count from 1. `recognized`: the text was read
 * by text recognition (an image, a PDF page without a text layer, such a page of a mail's attachment), so it may hold
 * misread glyphs that the extractor puts right; a typed text layer is read as written.
 */
export type TPageText = { page: number; text: string; recognized?: true };

/** What the document readers produce for one file. */
export type TDocumentText = {
  fileName: string;
  /** The sniffed media type the reader chose by. */
  contentType: string;
  pages: TPageText[];
  /** Messages a user understands ("Page 3 could not be read (…)"), by code. */
  warnings: TCodedMessage[];
};

/**
 * Where an extracted leaf value came from: the page and the quoted text, and how sure the extractor
 * is of the value (0–1). Keyed by path, e.g. `items[0].price`.
 */
/** `how`: set when a value was not read by the extractor's rules, "learned" for the local extractor's trained fallback. */
export type TSourceMap = Record<
  string,
  { page: number; quote: string; document?: string; confidence?: number; how?: 'learned' }
>;

export type TExtractionInstructions = {
  inputDescription: string;
  /** The documents' language as the revision states it ("auto" or a code); a hint for the model. */
  inputLanguage?: string;
  outputLanguage: string;
  titleConfig: { mode: 'automatic' } | { mode: 'instructions'; instructions: string };
};

export type TExtractionRequest = {
  documents: TDocumentText[];
  schema: TOutputSchema;
  instructions: TExtractionInstructions;
  /**
   * Set on the one repair attempt: the invalid answer (the raw text when it was not JSON) and what
   * was wrong with it.
   */
  repair?: { previous: unknown; problems: TResultProblem[] };
};

export type TTokenUsage = { promptTokens: number; completionTokens: number };

export type TExtractionResponse = {
  result: unknown;
  title: string | null;
  sources: TSourceMap;
  warnings: TCodedMessage[];
  usage: TTokenUsage;
  /** Set when the model's answer could not be read as JSON: its raw text and the parser's complaint. */
  unparsed?: { text: string; error: string };
};

/** An extraction backend: the offline local extractor or an LLM behind the AI SDK. */
export type TExtractionProvider = {
  provider: string;
  model: string;
  extract(request: TExtractionRequest, options: { signal?: AbortSignal }): Promise<TExtractionResponse>;
};
