import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ZUploadOutput } from '../../src/contracts/executions.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

/**
 * The multipart routes and their OpenAPI entries come from one zod definition (src/contracts):
 * what the reference lists is what the route reads, and what the reference forbids the route refuses.
 */

type TProperty = { description?: string; enum?: string[]; maxLength?: number; minimum?: number; type?: string };
type TFormSchema = { properties: Record<string, TProperty>; required?: string[] };
type TOperation = {
  parameters: { name: string; in: string; description?: string; schema: { pattern?: string } }[];
  requestBody: { content: { 'multipart/form-data': { schema: TFormSchema } } };
  responses: Record<string, { content: { 'application/json': { schema: TFormSchema } } }>;
};

let server: TTestServer;
let document: {
  paths: Record<string, Record<string, TOperation>>;
  components: { schemas: Record<string, TFormSchema> };
};

beforeAll(async () => {
  server = await startTestServer();
  document = (await request(server.url).get('/api/v1/openapi.json').expect(200)).body;
});

afterAll(async () => {
  await server.stop();
});

const uploadOperation = () => document.paths['/projects/{projectId}/upload']?.post as TOperation;
const uploadForm = () => uploadOperation().requestBody.content['multipart/form-data'].schema;

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, row[key]]));

/** A value the documented schema of a field forbids. */
function forbiddenValue(property: TProperty): string | undefined {
  if (property.enum) {
    return `not-${property.enum.join('-')}`;
  }
  if (property.maxLength !== undefined) {
    return 'x'.repeat(property.maxLength + 1);
  }
  if (property.minimum !== undefined) {
    return String(property.minimum - 1);
  }
  return undefined;
}

/** Checks a body against the documented error body (required keys, no undocumented ones, issue shape). */
function expectDocumentedError(body: Record<string, unknown>, schema: TFormSchema) {
  for (const key of schema.required ?? []) {
    expect(body).toHaveProperty(key);
  }
  expect(Object.keys(body).every((key) => key in schema.properties)).toBe(true);
  for (const issue of (body.issues ?? []) as Record<string, unknown>[]) {
    expect(Object.keys(issue).sort()).toEqual(['message', 'path']);
  }
}

describe('the upload route and its OpenAPI entry', () => {
  it('documents exactly the fields the route reads, each with a description', async () => {
    const form = uploadForm();
    expect(Object.keys(form.properties).sort()).toEqual([
      'documents',
      'metadata',
      'processing_mode',
      'processing_mode_fallback',
      'reference',
      'wait_for_completion',
      'wait_for_completion_timeout',
    ]);
    expect(form.required).toEqual(['documents']);
    const undescribed = Object.entries(form.properties).filter(
      ([, property]) => (property.description ?? '').length < 20,
    );
    expect(undescribed.map(([name]) => name)).toEqual([]);
    // …and the answer explains each of its fields too (the shared execution and document contracts).
    const answerSchema = uploadOperation().responses['200']?.content['application/json'].schema as TFormSchema & {
      properties: { documents: { items: TFormSchema }; execution: TFormSchema };
    };
    const answerFields = [
      ...Object.entries(answerSchema.properties.execution.properties),
      ...Object.entries(answerSchema.properties.documents.items.properties),
    ];
    expect(answerFields.length).toBeGreaterThan(25);
    expect(answerFields.filter(([, property]) => !property.description).map(([name]) => name)).toEqual([]);
    const header = uploadOperation().parameters.find((parameter) => parameter.name === 'Idempotency-Key');
    expect(header).toMatchObject({ in: 'header', required: false, description: expect.stringMatching(/retries/) });

    // Every documented field takes effect when sent with a documented value.
    const { project, bearer } = await seedInvoiceProject(server.app);
    const files = [{ name: 'invoice.txt', content: await fixture('invoice.txt') }];
    const answer = await upload(server.url, project.id, bearer, files, {
      reference: 'order 4711',
      metadata: '{"customer":4711}',
      wait_for_completion: 'true',
      wait_for_completion_timeout: '30',
      processing_mode: 'fast',
      processing_mode_fallback: '1',
    }).expect(200);
    expect(answer.body.execution).toMatchObject({
      reference: 'order 4711',
      processing_mode: 'fast',
      processing_mode_fallback: true,
      status: 'success',
    });
    const stored = await server.app.orm.em.fork().findOneOrFail(Execution, { id: answer.body.execution.id });
    expect(stored.metadata).toEqual({ customer: 4711 });
  });

  it('answers at once with the documented shape, the same execution and documents as stored', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const files = [
      { name: 'invoice.txt', content: await fixture('invoice.txt') },
      { name: 'second.txt', content: Buffer.from('Invoice number: 2\nTotal: 7') },
    ];
    const answer = await upload(server.url, project.id, bearer, files, { reference: 'order 7', metadata: '{"a":1}' });
    expect(answer.status).toBe(200);
    // Every documented field is there with its documented type (nothing left undefined).
    expect(ZUploadOutput.strict().parse(answer.body)).toEqual(answer.body);
    const stored = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${answer.body.execution.id}`)
      .set(bearer)
      .expect(200);
    const { documents, ...execution } = stored.body;
    // The detail is read later: the extraction may have moved on since the upload answered.
    const progress = ['status', 'title', 'json_result', 'errors', 'warnings', 'error_details', 'warning_details'];
    const omit = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !progress.includes(key)));
    expect(omit(answer.body.execution)).toEqual(omit(pick(execution, Object.keys(answer.body.execution))));
    expect(answer.body.execution).toMatchObject({ status: 'pending', project_revision_id: expect.any(String) });
    expect(answer.body.documents).toEqual(documents);
    expect(answer.body.documents.map((document: { file_name: string }) => document.file_name)).toEqual([
      'invoice.txt',
      'second.txt',
    ]);
  });

  it('refuses every value the documented schema forbids, with the documented 400 body', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const files = [{ name: 'invoice.txt', content: await fixture('invoice.txt') }];
    const errorSchema = uploadOperation().responses['400']?.content['application/json'].schema as TFormSchema;
    const constrained = Object.entries(uploadForm().properties).flatMap(([name, property]) => {
      const value = forbiddenValue(property);
      return value === undefined ? [] : [[name, value] as const];
    });
    expect(constrained.map(([name]) => name).sort()).toEqual([
      'processing_mode',
      'processing_mode_fallback',
      'reference',
      'wait_for_completion',
      'wait_for_completion_timeout',
    ]);
    for (const [name, value] of constrained) {
      const refused = await upload(server.url, project.id, bearer, files, { [name]: value });
      expect({ name, status: refused.status }).toEqual({ name, status: 400 });
      expect(refused.body).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Input validation failed',
        issues: [{ path: [name], message: expect.any(String) }],
      });
      expectDocumentedError(refused.body, errorSchema);
    }
    expect(await server.app.orm.em.fork().count(Execution, { project: project.id })).toBe(0);
  });

  it('says what is wrong with a field in the caller’s language', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const files = [{ name: 'invoice.txt', content: await fixture('invoice.txt') }];
    const english = await upload(server.url, project.id, bearer, files, { processing_mode: 'slow' }).expect(400);
    const german = await upload(server.url, project.id, { ...bearer, 'Accept-Language': 'de' }, files, {
      processing_mode: 'slow',
    }).expect(400);
    expect(english.body.issues[0].message).toMatch(/^Invalid option/);
    expect(german.body.issues[0]).toEqual({ path: ['processing_mode'], message: expect.stringMatching(/^Ungültig/) });
    // The same words as a validation error of the JSON calls (tRPC formatter's VALIDATION).
    expect(german.body.message).toBe('Die Eingabe ist ungültig.');
  });

  it('refuses an Idempotency-Key the documented pattern forbids, naming the header', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const header = uploadOperation().parameters.find((parameter) => parameter.name === 'Idempotency-Key');
    const key = 'two words';
    expect(new RegExp(header?.schema.pattern ?? '').test(key)).toBe(false);
    const files = [{ name: 'invoice.txt', content: await fixture('invoice.txt') }];
    const refused = await upload(server.url, project.id, { ...bearer, 'Idempotency-Key': key }, files).expect(400);
    expect(refused.body).toEqual({
      code: 'BAD_REQUEST',
      message: 'Idempotency-Key must be 1–255 visible ASCII characters',
      issues: [{ path: ['Idempotency-Key'], message: 'Idempotency-Key must be 1–255 visible ASCII characters' }],
    });
  });
});

describe('the sample routes and the error body', () => {
  it('documents the schema language and refuses one the schema forbids', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const operation = document.paths['/projects/{projectId}/schema/generate']?.post as TOperation;
    const language = operation.requestBody.content['multipart/form-data'].schema.properties.schema_language;
    expect(language).toMatchObject({ minLength: 2, maxLength: 2, description: expect.stringMatching(/two letters/) });
    const refused = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .field('schema_language', 'eng')
      .expect(400);
    expect(refused.body).toEqual({
      code: 'BAD_REQUEST',
      message: 'Input validation failed',
      issues: [{ path: ['schema_language'], message: 'Two letters, like en or de' }],
    });
  });

  it('documents the error body the REST adapter really sends, issue paths included', async () => {
    const { team, cookie } = await seedInvoiceProject(server.app);
    const schema = document.components.schemas['error.BAD_REQUEST'] as TFormSchema & {
      properties: { issues: { items: { required: string[] } } };
    };
    expect(schema.properties.issues.items.required).toEqual(['path', 'message']);
    const refused = await request(server.url)
      .post(`/api/v1/teams/${team.id}/projects`)
      .set(cookie)
      .send({ name: 'x' })
      .expect(400);
    expect(refused.body.issues).toContainEqual({ path: ['name'], message: expect.any(String) });
    expectDocumentedError(refused.body, schema);
  });
});
