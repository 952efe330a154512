import type { TExtractionRequest } from '../types.ts';

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
};

/** The instructions and the documents' text, page by page, for an LLM. */
export function buildPrompt(request: TExtractionRequest): { system: string; user: string } {
  const { instructions } = request;
  const language = LANGUAGE_NAMES[instructions.outputLanguage] ?? instructions.outputLanguage;
  const title =
    instructions.titleConfig.mode === 'instructions'
      ? `Write the title as follows: ${instructions.titleConfig.instructions}`
      : 'Write a short title (at most 80 characters) that identifies the document.';
  const system = [
    'You extract structured data from documents into JSON that matches the given schema exactly.',
    'Use only information found in the documents. When a value is not in the documents, use null; never guess.',
    'Numbers are plain JSON numbers (no thousands separators or currency signs). Dates are YYYY-MM-DD, date-times ISO 8601, times HH:MM.',
    `Write free-text values in ${language} unless they are names, codes or quotes.`,
    'Field descriptions in the schema are instructions from the user: follow them.',
    title,
    'For every value you extract, add a citation with the exact text from the document it came from.',
  ].join('\n');
  const documents = request.documents
    .map((document) =>
      document.pages.map((page) => `=== ${document.fileName}, page ${page.page} ===\n${page.text}`).join('\n\n'),
    )
    .join('\n\n');
  const repair = request.repair
    ? `\n\nYour previous answer was not valid:\n${request.repair.problems.map((problem) => `- ${problem.path}: ${problem.message}`).join('\n')}\nPrevious answer: ${JSON.stringify(request.repair.previous)}\nAnswer again, fixing these problems.`
    : '';
  const description = instructions.inputDescription
    ? `What the documents are: ${instructions.inputDescription}\n\n`
    : '';
  return { system, user: `${description}${documents}${repair}` };
}
