import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';

type TSchema = { description?: string; properties?: Record<string, TSchema>; items?: TSchema };
type TOperation = {
  tags?: string[];
  parameters?: { name: string; in: string; description?: string }[];
  requestBody?: { content: Record<string, { schema: TSchema }> };
  responses: Record<string, { content?: Record<string, { schema: TSchema }> }>;
};
type TDocument = { paths: Record<string, Record<string, TOperation>> };

let server: TTestServer;
// The document as served at /api/v1/openapi.json, with every patch applied.
let document: TDocument;

beforeAll(async () => {
  server = await startTestServer();
  document = (await request(server.url).get('/api/v1/openapi.json').expect(200)).body as TDocument;
});

afterAll(async () => {
  await server.stop();
});

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

describe('the API reference explains the fields', () => {
  it('describes every parameter and body field of the account, team and admin calls', () => {
    const tags = new Set(['Auth', 'User', 'Teams', 'API keys', 'Admin', 'System']);
    const undescribed: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.tags?.some((tag) => tags.has(tag))) {
          continue;
        }
        for (const parameter of op.parameters ?? []) {
          if (!parameter.description) {
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

  it('keeps the description of an optional query parameter', () => {
    // zod-openapi puts it only into the parameter's schema; the reference shows the parameter's own.
    const type = operation('get', '/teams/{teamId}/api-keys').parameters?.find((p) => p.name === 'type');
    expect(type?.description).toBe('Only keys of this type');
  });

  it('explains the fields of a team call in and out', () => {
    expect(bodyOf('post', '/teams/{teamId}/invites')?.properties?.role?.description).toMatch(
      /only owners invite owners/,
    );
    const team = answerOf('get', '/teams')?.items?.properties;
    expect(team?.user_role?.description).toMatch(/null for API keys/);
    expect(answerOf('post', '/teams/{teamId}/api-keys')?.properties?.key?.description).toMatch(/shown only now/);
  });
});
