import { z } from 'zod';
import { ZRestErrorBody } from '../contracts/rest-error.ts';

type TJsonSchema = Record<string, unknown>;

/**
 * A zod schema as an OpenAPI 3.0 schema. `input` describes what a client sends (the wire form,
 * before transforms: "true" for a boolean form field), `output` what it receives.
 */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output'): TJsonSchema {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as TJsonSchema;
}

/** A path or header parameter; its description comes from the schema's `.describe()`. */
export function parameter(name: string, location: 'path' | 'header' | 'query', schema: z.ZodType) {
  const { description, ...rest } = openApiSchema(schema, 'input');
  return {
    name,
    in: location,
    required: location === 'path' || !schema.safeParse(undefined).success,
    description,
    schema: rest,
  };
}

export function multipartBody(form: z.ZodType) {
  return { required: true, content: { 'multipart/form-data': { schema: openApiSchema(form, 'input') } } };
}

export function jsonResponse(description: string, schema: z.ZodType) {
  return { description, content: { 'application/json': { schema: openApiSchema(schema, 'output') } } };
}

/** The error answers every express route shares, with the one REST error body. */
export function errorResponses(statuses: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [status, jsonResponse(description, ZRestErrorBody)]),
  );
}
