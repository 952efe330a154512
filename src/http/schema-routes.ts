import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { TApp } from '../app.ts';
import { toDocument } from '../contracts/executions.ts';
import { SAMPLE_FILE_FIELD, type TSchemaProposal, ZSampleFields } from '../contracts/sample-upload.ts';
import { Project } from '../db/entities/project.ts';
import { sniffContentType } from '../extraction/documents/sniff.ts';
import { renderMessage } from '../i18n/render.ts';
import type { TLocale } from '../i18n/types.ts';
import { validationError } from '../i18n/validation-issues.ts';
import { AppError } from '../lib/app-error.ts';
import { toProject } from '../routers/projects/projects.types.ts';
import { requireProjectRole } from '../services/authorization.ts';
import { intakeSample } from '../services/executions/intake-sample.ts';
import { proposeSchema } from '../services/projects/schema-proposal.ts';
import { proposalFailureError } from '../services/projects/schema-proposal-failure.ts';
import { emptyFileError } from './empty-file.ts';
import { restCallerContext, restRoute } from './rest-route.ts';
import { readSingleFileUpload, type TSingleFile } from './single-file-upload.ts';

async function adminContext(app: TApp, req: Request, res: Response) {
  const ctx = await restCallerContext(app, req, res);
  const projectId = z.uuid().safeParse(req.params.projectId);
  if (!projectId.success) {
    throw new AppError('NOT_FOUND', 'Project not found');
  }
  const access = await requireProjectRole(ctx.em, ctx.actor, projectId.data, 'admin');
  return { ctx, ...access };
}

function sampleOf(file: TSingleFile) {
  if (file.bytes.length === 0) {
    throw emptyFileError(file.fileName, SAMPLE_FILE_FIELD);
  }
  const contentType = sniffContentType(file.bytes.subarray(0, 64 * 1024), file.fileName);
  if (!contentType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `"${file.fileName}" is not a supported document`);
  }
  return { bytes: file.bytes, fileName: file.fileName, contentType };
}

function languageOf(fields: Record<string, string>, locale: TLocale) {
  // An empty form field counts as absent (browsers send empty inputs).
  const parsed = ZSampleFields.safeParse({ schema_language: fields.schema_language || undefined });
  if (!parsed.success) {
    throw validationError(parsed.error, { locale });
  }
  return parsed.data.schema_language;
}

/** POST /projects/{projectId}/schema/generate: a proposal for the editor, nothing saved. */
async function generate(app: TApp, req: Request, res: Response) {
  const { ctx, project } = await adminContext(app, req, res);
  const { file, fields } = await readSingleFileUpload(req, {
    field: SAMPLE_FILE_FIELD,
    maxBytes: app.config.UPLOAD_MAX_FILE_BYTES,
  });
  const proposal = await proposeSchema({
    config: app.config,
    project,
    sample: file ? sampleOf(file) : null,
    schemaLanguage: languageOf(fields, ctx.locale),
  }).catch((error: unknown) => {
    // The member is told why without the model server's address; the operator's log has it.
    app.log.warn({ err: error, projectId: project.id }, 'schema proposal failed');
    throw proposalFailureError(error);
  });
  const answer: TSchemaProposal = {
    output_schema: proposal.schema,
    input_description: proposal.inputDescription,
    // What was read only in part, in the caller's language.
    warnings: proposal.warnings.map((warning) => renderMessage(warning, ctx.locale)),
  };
  res.json(answer);
}

/** POST /projects/{projectId}/revisions/initial: stores the sample and proposes revision 1 in a job. */
async function initial(app: TApp, req: Request, res: Response) {
  const { ctx, project } = await adminContext(app, req, res);
  const { file, fields } = await readSingleFileUpload(req, {
    field: SAMPLE_FILE_FIELD,
    maxBytes: app.config.UPLOAD_MAX_FILE_BYTES,
  });
  if (!file) {
    throw new AppError('BAD_REQUEST', `Attach the sample in the "${SAMPLE_FILE_FIELD}" field`, {
      issues: [{ path: [SAMPLE_FILE_FIELD], message: 'Required' }],
    });
  }
  const sample = sampleOf(file);
  const schemaLanguage = languageOf(fields, ctx.locale);
  if (project.latestRevision || project.isInitialUploadProcessing) {
    throw new AppError('CONFLICT', 'This project already has a schema (or one is being proposed)', {
      reason: 'schema_exists',
    });
  }
  const stored = await app.storage.put(`projects/${project.id}/${randomUUID()}`, Readable.from(sample.bytes));
  const document = await intakeSample(
    { em: ctx.em, jobs: app.jobs, storage: app.storage },
    {
      actor: ctx.actor,
      project,
      schemaLanguage,
      sample: {
        fileName: sample.fileName,
        contentType: sample.contentType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        storageKey: stored.key,
      },
    },
  );
  const fresh = await ctx.em.fork().findOneOrFail(Project, { id: project.id });
  res.json({
    project: { ...toProject(fresh), is_initial_upload_processing: fresh.isInitialUploadProcessing },
    document: toDocument(document),
  });
}

export function schemaRoutes(app: TApp): Router {
  const routes = Router();
  routes.post('/api/v1/projects/:projectId/schema/generate', restRoute(app, generate));
  routes.post('/api/v1/projects/:projectId/revisions/initial', restRoute(app, initial));
  return routes;
}
