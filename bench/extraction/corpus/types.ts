import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TPdfText } from '../../../test/fixtures/pdf-writer.ts';
import type { TLang, TRandom } from './format-values.ts';

// biome-ignore lint/suspicious/noExplicitAny: facts are free-form truth objects; keys starting with "_" are helpers, not truth.
export type TFacts = Record<string, any>;

/** One kind of document: its schema, how to invent facts, and layouts that write them as lines ("\t" = cell break). */
export type TKind = {
  kind: string;
  schema: TOutputSchema;
  facts: (rng: TRandom, lang: TLang) => TFacts;
  layouts: ((facts: TFacts, lang: TLang, seed: number) => string[])[];
};

export const FORMATS = ['txt', 'pdf', 'docx', 'html', 'eml', 'png', 'scan'] as const;
export type TFormat = (typeof FORMATS)[number];

export type TCorpusDocument = {
  id: string;
  kind: string;
  lang: TLang;
  format: TFormat;
  layout: number;
  heldOut: boolean;
  schema: TOutputSchema;
  truth: TFacts;
  lines: string[];
  /** The file's text as written by hand (txt, html, eml), instead of rendering `lines`. */
  raw?: string;
  /** A PDF's runs placed as software places them (placed-pdf.ts), page by page; `lines` are what a reader reads. */
  pdf?: TPdfText[][];
};
