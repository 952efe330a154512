import { z } from 'zod';
import { ZDocument, ZUploadOutput } from '../contracts/executions.ts';
import { ZProjectRef } from '../contracts/refs.ts';
import { ZGenerateSchemaForm, ZInitialRevisionForm, ZSchemaProposal } from '../contracts/sample-upload.ts';
import { ZForceDownload, ZProjectRefParameter, ZUploadForm, ZUploadHeaders } from '../contracts/upload-fields.ts';
import { ZProjectDetail } from '../routers/projects/projects.types.ts';
import { errorResponses, jsonResponse, multipartBody, parameter } from './openapi-schema.ts';

type TDocument = { paths?: Record<string, Record<string, unknown>> };

const commonErrors = {
  '400': 'Invalid input: `issues` names each refused field',
  '401': 'Not signed in, or an invalid API key',
  '404': 'Not found (or not yours)',
};
const projectId = parameter('projectId', 'path', ZProjectRef.shape.projectId);

/**
 * The calls served by express routes (multipart uploads, file downloads) are not generated from
 * tRPC procedures; their entries are generated here from the same zod schemas the routes validate with.
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
        parameter('projectId', 'path', ZProjectRefParameter),
        ...Object.entries(ZUploadHeaders.shape).map(([name, schema]) => parameter(name, 'header', schema)),
      ],
      requestBody: multipartBody(ZUploadForm),
      responses: {
        '200': jsonResponse('The documents and the execution', ZUploadOutput),
        ...errorResponses({
          ...commonErrors,
          '400': 'Invalid input (`issues` names each refused field), e.g. no file, too many, or an empty (0-byte) file',
          '413': 'A file is too large',
          '415': 'A file is not a supported document',
          '429': 'Upload limit reached (Retry-After says when to try again)',
        }),
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
        parameter('documentId', 'path', z.uuid().describe('Document id')),
        parameter('force_download', 'query', ZForceDownload),
      ],
      responses: {
        '200': {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses(commonErrors),
      },
    },
  };
  document.paths['/projects/{projectId}/schema/generate'] = {
    post: {
      operationId: 'projects-schema-generate',
      tags: ['Revisions'],
      summary: 'Propose an output schema from a sample document (nothing is saved; admin)',
      security: [{ bearerAuth: [] }],
      parameters: [projectId],
      requestBody: multipartBody(ZGenerateSchemaForm),
      responses: {
        '200': jsonResponse('The proposal', ZSchemaProposal),
        ...errorResponses({ ...commonErrors, '413': 'The sample is too large', '415': 'Not a supported document' }),
      },
    },
  };
  document.paths['/projects/{projectId}/revisions/initial'] = {
    post: {
      operationId: 'projects-revisions-initial',
      tags: ['Revisions'],
      summary: 'Upload a sample; revision 1 is proposed from it in the background (admin)',
      security: [{ bearerAuth: [] }],
      parameters: [projectId],
      requestBody: multipartBody(ZInitialRevisionForm),
      responses: {
        '200': jsonResponse(
          'The project (is_initial_upload_processing true) and the stored sample',
          z.object({ project: ZProjectDetail, document: ZDocument }),
        ),
        ...errorResponses({
          ...commonErrors,
          '409': 'The project already has a revision',
          '413': 'The sample is too large',
          '415': 'Not a supported document',
        }),
      },
    },
  };
}
