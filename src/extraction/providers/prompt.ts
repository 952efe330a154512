import { toJsonSchema } from '../schema/json-schema.ts';
import type { TExtractionRequest } from '../types.ts';

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
};

const languageName = (code: string) => LANGUAGE_NAMES[code] ?? code;
const MAX_REPAIR_TEXT = 8_000;

function repairText(repair: NonNullable<TExtractionRequest['repair']>): string {
  const problems = repair.problems.map((problem) => `- ${problem.path}: ${problem.message}`).join('\n');
  // A string is the raw text of an answer that was not JSON at all.
  const previous =
    typeof repair.previous === 'string'
      ? `Previous answer (raw text): ${repair.previous.slice(0, MAX_REPAIR_TEXT)}`
      : `Previous answer: ${JSON.stringify(repair.previous ?? null)}`;
  return `\n\nYour previous answer was not valid:\n${problems}\n${previous}\nAnswer again with one JSON object, fixing these problems.`;
}

/** The instructions and the documents' text, page by page, for an LLM. */
export function buildPrompt(request: TExtractionRequest): { system: string; user: string } {
  const { instructions } = request;
  const title =
    instructions.titleConfig.mode === 'instructions'
      ? `Write the title as follows: ${instructions.titleConfig.instructions}`
      : 'Write a short title (at most 80 characters) that identifies the document.';
  const input =
    instructions.inputLanguage && instructions.inputLanguage !== 'auto'
      ? `The documents are written in ${languageName(instructions.inputLanguage)}.`
      : 'The documents may be written in any language.';
  const { $schema: _ignored, ...resultSchema } = toJsonSchema(request.schema);
  const system = [
    'You extract structured data from documents into JSON that matches the given schema exactly.',
    'Use only information found in the documents. When a value is not in the documents, use null; never guess.',
    'Numbers are plain JSON numbers (no thousands separators or currency signs). Dates are YYYY-MM-DD, date-times ISO 8601, times HH:MM.',
    input,
    `Write free-text values in ${languageName(instructions.outputLanguage)} unless they are names, codes or quotes.`,
    'Field descriptions in the schema are instructions from the user: follow them.',
    title,
    'For every value you extract, add a citation with the exact text from the document it came from.',
    // Servers that ignore structured output still learn the shape from here.
    'Answer with one JSON object and nothing else: {"result": <the data>, "title": <string>, "citations": [{"path": "items[0].price", "page": 1, "quote": "<exact text>"}]}.',
    `The data follows this JSON Schema: ${JSON.stringify(resultSchema)}`,
  ].join('\n');
  const documents = request.documents
    .map((document) =>
      document.pages.map((page) => `=== ${document.fileName}, page ${page.page} ===\n${page.text}`).join('\n\n'),
    )
    .join('\n\n');
  const repair = request.repair ? repairText(request.repair) : '';
  const description = instructions.inputDescription
    ? `What the documents are: ${instructions.inputDescription}\n\n`
    : '';
  return { system, user: `${description}${documents}${repair}` };
}
