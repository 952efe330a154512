import { z } from 'zod';
import { ZUploadOutput } from '../contracts/executions.ts';

type TDocument = { paths?: Record<string, Record<string, unknown>> };

const errorBody = {
  'application/json': {
    schema: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        code: { type: 'string' },
        issues: {
          type: 'array',
          items: {
            type: 'object',
            properties: { path: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
          },
        },
      },
      required: ['message', 'code'],
    },
  },
};
const errorResponses = {
  '400': { description: 'Invalid input', content: errorBody },
  '401': { description: 'Not signed in, or an invalid API key', content: errorBody },
  '404': { description: 'Not found (or not yours)', content: errorBody },
};

/**
 * The calls served by express routes (multipart uploads, file downloads) are not generated from
 * tRPC procedures; they are described here so the reference lists every call.
 */
export function addManualPaths(document: TDocument): void {
  document.paths ??= {};
  document.paths['/projects/{projectId}/upload'] = {
    post: {
      operationId: 'projects-upload',
      tags: ['Executions'],
      summary: 'Upload documents: one execution (projectId may be the project slug)',
      security: [{ bearerAuth: [] }],
      parameters: [
        {
          name: 'projectId',
          in: 'path',
          required: true,
          schema: { type: 'string' },
          description: 'Project id or slug',
        },
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          description:
            'Makes retries safe: an upload with a key this caller used on this project in the last 24 hours creates nothing and answers with the first execution (header Idempotent-Replayed: true). Use a new random value (e.g. a UUID) per document set.',
        },
      ],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['documents'],
              properties: {
                documents: { type: 'array', items: { type: 'string', format: 'binary' } },
                reference: { type: 'string', maxLength: 500 },
                metadata: { type: 'string', description: 'A JSON object' },
                wait_for_completion: { type: 'boolean' },
                wait_for_completion_timeout: {
                  type: 'number',
                  minimum: 0,
                  description: 'Seconds (capped by the server)',
                },
                processing_mode: { type: 'string', enum: ['fast', 'balanced', 'accurate'] },
                processing_mode_fallback: { type: 'boolean' },
              },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'The documents and the execution',
          content: { 'application/json': { schema: z.toJSONSchema(ZUploadOutput, { target: 'openapi-3.0' }) } },
        },
        ...errorResponses,
        '413': { description: 'A file is too large', content: errorBody },
        '415': { description: 'A file is not a supported document', content: errorBody },
      },
    },
  };
  document.paths['/documents/{documentId}/download'] = {
    get: {
      operationId: 'documents-download',
      tags: ['Executions'],
      summary: 'Download a document (inline for PDF and images unless force_download)',
      security: [{ bearerAuth: [] }],
      parameters: [
        { name: 'documentId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        { name: 'force_download', in: 'query', required: false, schema: { type: 'boolean' } },
      ],
      responses: {
        '200': {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses,
      },
    },
  };
  const sample = {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            document: { type: 'string', format: 'binary', description: 'A sample document' },
            schema_language: {
              type: 'string',
              minLength: 2,
              maxLength: 2,
              description: 'Language of the property names (default en)',
            },
          },
        },
      },
    },
  };
  const projectParameter = [
    { name: 'projectId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
  ];
  document.paths['/projects/{projectId}/schema/generate'] = {
    post: {
      operationId: 'projects-schema-generate',
      tags: ['Revisions'],
      summary: 'Propose an output schema from a sample document (nothing is saved; admin)',
      security: [{ bearerAuth: [] }],
      parameters: projectParameter,
      requestBody: sample,
      responses: {
        '200': {
          description: 'The proposal',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  output_schema: { type: 'array', items: { type: 'object' } },
                  input_description: { type: 'string' },
                  warnings: { type: 'array', items: { type: 'string' } },
                },
              },
            },
          },
        },
        ...errorResponses,
      },
    },
  };
  document.paths['/projects/{projectId}/revisions/initial'] = {
    post: {
      operationId: 'projects-revisions-initial',
      tags: ['Revisions'],
      summary: 'Upload a sample; revision 1 is proposed from it in the background (admin)',
      security: [{ bearerAuth: [] }],
      parameters: projectParameter,
      requestBody: sample,
      responses: {
        '200': {
          description: 'The project (is_initial_upload_processing true) and the stored sample',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        ...errorResponses,
        '409': { description: 'The project already has a revision', content: errorBody },
      },
    },
  };
}
