import type { LanguageModel } from 'ai';
import { lazyModule } from '../../lib/lazy-module.ts';
import type { TDocumentText } from '../types.ts';

// The AI SDK is loaded on the first LLM call, not at start-up (~30 MB resident).
const aiSdk = lazyModule<typeof import('ai')>('ai');

const LANGUAGES: Record<string, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian' };

/** JSON Schema of a schema property, nested `depth` levels (structured output cannot recurse everywhere). */
function propertySchema(depth: number): Record<string, unknown> {
  const kinds = depth > 1 ? ['string', 'number', 'boolean', 'object', 'array'] : ['string', 'number', 'boolean'];
  return {
    type: 'object',
    properties: {
      name: { type: 'string' },
      type: { type: 'string', enum: kinds },
      description: { type: 'string' },
      required: { type: 'boolean' },
      format: { type: ['string', 'null'], enum: ['date', 'datetime', 'time', 'email', 'uri', null] },
      ...(depth > 1
        ? {
            properties: { type: ['array', 'null'], items: propertySchema(depth - 1) },
            items: {
              type: ['object', 'null'],
              properties: {
                type: { type: 'string', enum: ['object', 'string', 'number', 'boolean'] },
                properties: { type: ['array', 'null'], items: propertySchema(depth - 1) },
              },
              required: ['type', 'properties'],
              additionalProperties: false,
            },
          }
        : {}),
    },
    required: ['name', 'type', 'description', 'required', 'format', ...(depth > 1 ? ['properties', 'items'] : [])],
    additionalProperties: false,
  };
}

type TProposedProperty = {
  name: string;
  type: string;
  description: string;
  required: boolean;
  format: string | null;
  properties?: TProposedProperty[] | null;
  items?: { type: string; properties?: TProposedProperty[] | null } | null;
};

/** Drops the nulls structured output needs, giving the output schema model's shape. */
function clean(property: TProposedProperty): Record<string, unknown> {
  const base: Record<string, unknown> = { name: property.name, type: property.type, required: property.required };
  if (property.description) {
    base.description = property.description.slice(0, 500);
  }
  if (property.type === 'string' && property.format) {
    base.format = property.format;
  }
  if (property.type === 'object') {
    base.properties = (property.properties ?? []).map(clean);
  }
  if (property.type === 'array') {
    const items = property.items ?? { type: 'string' };
    base.items =
      items.type === 'object'
        ? { type: 'object', properties: (items.properties ?? []).map(clean) }
        : { type: items.type };
  }
  return base;
}

/** Asks an LLM (structured output) for an output schema fitting the sample document. */
export async function proposeSchemaWithLlm(options: {
  languageModel: LanguageModel;
  documents: TDocumentText[];
  schemaLanguage: string;
  maxRetries: number;
  timeoutMs: number;
}): Promise<{ schema: unknown[]; inputDescription: string }> {
  const language = LANGUAGES[options.schemaLanguage] ?? options.schemaLanguage;
  const text = options.documents
    .map((document) =>
      document.pages.map((page) => `=== ${document.fileName}, page ${page.page} ===\n${page.text}`).join('\n\n'),
    )
    .join('\n\n')
    .slice(0, 60_000);
  const response = await aiSdk().generateObject({
    model: options.languageModel,
    schemaName: 'output_schema_proposal',
    schema: aiSdk().jsonSchema<{ input_description: string; properties: TProposedProperty[] }>({
      type: 'object',
      properties: {
        input_description: { type: 'string', description: 'One or two sentences: what kind of documents these are' },
        properties: { type: 'array', items: propertySchema(3) },
      },
      required: ['input_description', 'properties'],
      additionalProperties: false,
    }),
    system: [
      'You design the output schema for extracting structured data from documents like the sample.',
      `Name the properties in ${language}, in snake_case; write descriptions in ${language} as instructions for the extractor.`,
      'Use number for amounts and quantities, string with format date/datetime/time/email/uri where it fits, boolean for yes/no facts,',
      'an array of objects for tables or repeated line items, and an object to group related fields. Mark fields every such document has as required.',
    ].join('\n'),
    prompt: text,
    maxRetries: options.maxRetries,
    abortSignal: AbortSignal.timeout(options.timeoutMs),
    temperature: 0,
  });
  return {
    schema: response.object.properties.map(clean),
    inputDescription: response.object.input_description.slice(0, 2048),
  };
}
