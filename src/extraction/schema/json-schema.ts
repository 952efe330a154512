import type { TOutputSchema, TSchemaNode, TStringFormat } from './output-schema.ts';

export type TJsonSchema = Record<string, unknown>;

const JSON_SCHEMA_FORMAT: Record<TStringFormat, string> = {
  date: 'date',
  datetime: 'date-time',
  time: 'time',
  email: 'email',
  uri: 'uri',
};

const BASE_TYPE = { string: 'string', number: 'number', boolean: 'boolean', object: 'object', array: 'array' } as const;

/**
 * JSON Schema (2020-12) of a revision's output. Every property is listed as required and
 * optional ones accept null instead: the form LLM structured-output modes accept (OpenAI's
 * strict mode needs every key present), while a missing required value is still an error.
 */
export function toJsonSchema(schema: TOutputSchema): TJsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...objectSchema(schema),
  };
}

function objectSchema(properties: TOutputSchema): TJsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(properties.map((property) => [property.name, nodeSchema(property)])),
    required: properties.map((property) => property.name),
    additionalProperties: false,
  };
}

function nodeSchema(node: TSchemaNode): TJsonSchema {
  let schema: TJsonSchema;
  switch (node.type) {
    case 'object':
      schema = objectSchema(node.properties);
      break;
    case 'array':
      schema = { type: 'array', items: nodeSchema({ ...node.items, required: true }) };
      break;
    case 'string':
      schema = { type: 'string', ...(node.format ? { format: JSON_SCHEMA_FORMAT[node.format] } : {}) };
      break;
    default:
      schema = { type: BASE_TYPE[node.type] };
  }
  if (node.description) {
    schema.description = node.description;
  }
  if (!node.required) {
    schema.type = [schema.type, 'null'];
  }
  return schema;
}
