import { describe, expect, it } from '@jest/globals';
import type { TApp } from '../../src/app.ts';
import { buildOpenApiDocument } from '../../src/trpc/openapi.ts';

type TSchema = { description?: string; properties?: Record<string, TSchema>; items?: TSchema };
type TOperation = {
  tags?: string[];
  parameters?: { name: string; in: string; description?: string; schema?: TSchema }[];
  requestBody?: { content: Record<string, { schema: TSchema }> };
  responses: Record<string, { content?: Record<string, { schema: TSchema }> }>;
};
type TDocument = { paths: Record<string, Record<string, TOperation>> };

// Only the config values the document is built from: no database, no server.
const app = { config: { APP_VERSION: 'test', APP_URL: 'http://localhost:3000' } } as TApp;
const document = buildOpenApiDocument(app) as unknown as TDocument;
const operation = (method: string, path: string): TOperation => {
  const found = document.paths[path]?.[method];
  if (!found) {
    throw new Error(`no ${method} ${path} in the document`);
  }
  return found;
};
const bodyOf = (method: string, path: string) =>
  operation(method, path).requestBody?.content['application/json']?.schema;
const answerOf = (method: string, path: string) =>
  operation(method, path).responses['200']?.content?.['application/json']?.schema;

describe('the API reference explains the project calls', () => {
  it('describes every parameter and JSON body field of the project, revision, execution, output, evaluation and review calls', () => {
    const tags = new Set(['Projects', 'Revisions', 'Executions', 'Outputs', 'Evaluations', 'Review']);
    const undescribed: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.tags?.some((tag) => tags.has(tag))) {
          continue;
        }
        for (const parameter of op.parameters ?? []) {
          if (!parameter.description && !parameter.schema?.description) {
            undescribed.push(`${method} ${path} ${parameter.in} ${parameter.name}`);
          }
        }
        for (const [field, schema] of Object.entries(bodyOf(method, path)?.properties ?? {})) {
          if (!schema.description) {
            undescribed.push(`${method} ${path} body ${field}`);
          }
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('explains the fields of the answers too', () => {
    const execution = answerOf('get', '/projects/{projectId}/executions')?.properties?.next_cursor;
    expect(execution?.description).toMatch(/next page/);
    const project = answerOf('get', '/projects/{projectId}')?.properties;
    expect(project?.processing_mode_fallback?.description).toMatch(/retry it once/);
    const delivery = answerOf('get', '/projects/{projectId}/outputs/{outputId}/deliveries')?.items?.properties;
    expect(delivery?.message_id?.description).toMatch(/webhook-id/);
  });
});
