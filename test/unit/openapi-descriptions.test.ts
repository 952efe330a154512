import { describe, expect, it } from '@jest/globals';
import type { TApp } from '../../src/app.ts';
import { servedOpenApiDocument } from '../../src/http/openapi-document.ts';

type TSchema = { description?: string; properties?: Record<string, TSchema>; items?: TSchema };
type TOperation = {
  tags?: string[];
  parameters?: { name: string; in: string; description?: string }[];
  requestBody?: { content: Record<string, { schema: TSchema }> };
  responses: Record<string, { content?: Record<string, { schema: TSchema }> }>;
};
type TDocument = { paths: Record<string, Record<string, TOperation>> };

// The document exactly as /api/v1/openapi.json serves it, built from the config values it needs only.
const app = { config: { APP_VERSION: 'test', APP_URL: 'http://localhost:3000' } } as TApp;
const document = servedOpenApiDocument(app) as unknown as TDocument;

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

/** Parameters and JSON body fields without a description, of the calls under these tags. */
function undescribedIn(tags: Set<string>): string[] {
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
  return undescribed;
}

describe('the API reference explains the fields', () => {
  it('describes every parameter and body field of the account, team and admin calls', () => {
    expect(undescribedIn(new Set(['Auth', 'User', 'Teams', 'API keys', 'Admin', 'System']))).toEqual([]);
  });

  it('describes every parameter and JSON body field of the project, revision, execution, output, evaluation and review calls', () => {
    expect(undescribedIn(new Set(['Projects', 'Revisions', 'Executions', 'Outputs', 'Evaluations', 'Review']))).toEqual(
      [],
    );
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

  it('explains the fields of the project calls’ answers', () => {
    const execution = answerOf('get', '/projects/{projectId}/executions')?.properties?.next_cursor;
    expect(execution?.description).toMatch(/next page/);
    const project = answerOf('get', '/projects/{projectId}')?.properties;
    expect(project?.processing_mode_fallback?.description).toMatch(/retry it once/);
    const delivery = answerOf('get', '/projects/{projectId}/outputs/{outputId}/deliveries')?.items?.properties;
    expect(delivery?.message_id?.description).toMatch(/webhook-id/);
  });
});
