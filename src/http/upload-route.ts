import { randomUUID } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import type { TApp } from '../app.ts';
import { toDocument, toExecution } from '../contracts/executions.ts';
import { UPLOAD_FILES_FIELD, ZUploadFields, ZUploadHeaders } from '../contracts/upload-fields.ts';
import { ALLOWED_CONTENT_TYPES, sniffContentType } from '../extraction/documents/sniff.ts';
import type { TLocale } from '../i18n/types.ts';
import { validationError } from '../i18n/validation-issues.ts';
import { AppError } from '../lib/app-error.ts';
import { containsNul, NUL_IN_TEXT } from '../lib/nul-text.ts';
import {
  findIdempotentExecution,
  idempotencyScope,
  intakeExecution,
  type TNewDocument,
} from '../services/executions/intake.ts';
import { resolveProjectRef } from '../services/executions/resolve-project.ts';
import { waitForExecution } from '../services/executions/wait-for-execution.ts';
import { consumeUploadLimits } from '../services/rate-limit.ts';
import type { TStoredFile } from '../storage/storage.ts';
import { emptyFileError } from './empty-file.ts';
import { multipartFileName } from './multipart-file-name.ts';
import { openMultipart } from './multipart-parser.ts';
import { restCallerContext, restRoute } from './rest-route.ts';

/** The optional Idempotency-Key header, validated by its contract. */
function idempotencyKeyOf(req: Request, locale: TLocale): string | null {
  const parsed = ZUploadHeaders.safeParse({ 'Idempotency-Key': req.get('idempotency-key') });
  if (!parsed.success) {
    throw validationError(parsed.error, { locale, message: 'Idempotency-Key must be 1–255 visible ASCII characters' });
  }
  return parsed.data['Idempotency-Key'] ?? null;
}

type TReceived = { fileName: string; stored: Promise<TStoredFile>; truncated: boolean };

/** Streams the multipart body into storage; nothing is parsed into memory but the small fields. */
function receive(app: TApp, req: Request, projectId: string) {
  return new Promise<{ files: TReceived[]; fields: Record<string, string>; tooManyFiles: boolean }>(
    (resolve, reject) => {
      const files: TReceived[] = [];
      let tooManyFiles = false;
      const limits = {
        fileSize: app.config.UPLOAD_MAX_FILE_BYTES,
        files: app.config.UPLOAD_MAX_FILES,
        fields: 20,
        fieldSize: 64 * 1024,
      };
      // A body that breaks off after whole files: those files are stored already, and no document will name them.
      const fail = (error: AppError) => {
        reject(error);
        for (const file of files) {
          file.stored.then((stored) => app.storage.delete(stored.key)).catch(() => {});
        }
      };
      const { parser, fields } = openMultipart(req, limits, fail);
      parser.on('file', (field, stream, info) => {
        if (field !== UPLOAD_FILES_FIELD && field !== `${UPLOAD_FILES_FIELD}[]`) {
          stream.resume();
          return;
        }
        const received: TReceived = {
          fileName: multipartFileName(info.filename),
          truncated: false,
          stored: Promise.resolve(null as never),
        };
        stream.on('limit', () => {
          received.truncated = true;
        });
        received.stored = app.storage.put(`projects/${projectId}/${randomUUID()}`, stream);
        received.stored.catch(() => {});
        files.push(received);
      });
      parser.on('filesLimit', () => {
        tooManyFiles = true;
      });
      parser.on('close', () => resolve({ files, fields, tooManyFiles }));
      req.pipe(parser);
    },
  );
}

async function handleUpload(app: TApp, req: Request, res: Response): Promise<void> {
  const ctx = await restCallerContext(app, req, res);
  const { project } = await resolveProjectRef({ em: ctx.em, actor: ctx.actor, ref: String(req.params.projectId) });
  const idempotencyKey = idempotencyKeyOf(req, ctx.locale);
  const scopedKey = idempotencyKey ? idempotencyScope(ctx.actor, idempotencyKey) : null;
  const first = scopedKey ? await findIdempotentExecution(ctx.em, project.id, scopedKey) : null;
  if (first) {
    // A retry of an upload that was already taken: the first answer, nothing new stored.
    req.resume();
    res.setHeader('Idempotent-Replayed', 'true');
    res.json({ documents: first.documents.map(toDocument), execution: toExecution(first.execution, ctx.locale) });
    return;
  }
  await consumeUploadLimits(app, ctx.em, { actor: ctx.actor, teamId: project.team.id });
  const { files, fields, tooManyFiles } = await receive(app, req, project.id);
  const stored = await Promise.allSettled(files.map((file) => file.stored));
  const keys = stored.flatMap((result) => (result.status === 'fulfilled' ? [result.value.key] : []));
  try {
    const refused = stored.find((result) => result.status === 'rejected');
    if (refused) {
      // Its cause says why (an unreachable storage is a 503, see storage-errors.ts).
      throw new Error('Storing an uploaded file failed', { cause: refused.reason });
    }
    if (tooManyFiles) {
      throw new AppError('BAD_REQUEST', `At most ${app.config.UPLOAD_MAX_FILES} documents per upload`);
    }
    if (files.length === 0) {
      throw new AppError('BAD_REQUEST', `Attach at least one document in the "${UPLOAD_FILES_FIELD}" field`, {
        issues: [{ path: [UPLOAD_FILES_FIELD], message: 'Required' }],
      });
    }
    const tooLarge = files.find((file) => file.truncated);
    if (tooLarge) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `"${tooLarge.fileName}" is larger than ${Math.floor(app.config.UPLOAD_MAX_FILE_BYTES / 1024 / 1024)} MiB`,
      );
    }
    const documents: TNewDocument[] = files.map((file, index) => {
      const result = stored[index] as PromiseFulfilledResult<TStoredFile>;
      if (result.value.sizeBytes === 0) {
        throw emptyFileError(file.fileName, UPLOAD_FILES_FIELD);
      }
      const contentType = sniffContentType(result.value.head, file.fileName);
      if (!contentType) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `"${file.fileName}" is not a supported document (${ALLOWED_CONTENT_TYPES.length} types: PDF, images, DOCX, text, CSV, HTML, e-mail, JSON)`,
        );
      }
      return {
        fileName: file.fileName,
        contentType,
        sizeBytes: result.value.sizeBytes,
        sha256: result.value.sha256,
        storageKey: result.value.key,
      };
    });
    const parsed = ZUploadFields.safeParse(fields);
    if (!parsed.success) {
      throw validationError(parsed.error, { locale: ctx.locale });
    }
    const input = parsed.data;
    // As the input guard does for JSON bodies (PostgreSQL refuses NUL in text and jsonb).
    if (containsNul(fields) || containsNul(input.metadata)) {
      throw new AppError('BAD_REQUEST', NUL_IN_TEXT);
    }
    keys.length = 0; // From here on the intake owns the files (and deletes them if it fails).
    const created = await intakeExecution(
      { em: ctx.em, jobs: app.jobs, storage: app.storage },
      {
        actor: ctx.actor,
        project,
        executionType: ctx.actor.kind === 'api_key' ? 'api' : 'web',
        documents,
        reference: input.reference || null,
        metadata: input.metadata,
        processingMode: input.processing_mode,
        processingModeFallback: input.processing_mode_fallback,
        idempotencyKey: scopedKey,
      },
    );
    if (created.replayed) {
      res.setHeader('Idempotent-Replayed', 'true');
    }
    const execution = input.wait_for_completion
      ? await waitForExecution(
          { em: ctx.em, watcher: app.executionWatcher, maxSeconds: app.config.WAIT_FOR_COMPLETION_MAX_SECONDS },
          created.execution.id,
          input.wait_for_completion_timeout,
        )
      : created.execution;
    res.json({ documents: created.documents.map(toDocument), execution: toExecution(execution, ctx.locale) });
  } finally {
    // A refused upload leaves nothing behind.
    await Promise.all(keys.map((key) => app.storage.delete(key)));
  }
}

/** POST /api/v1/projects/{projectId|slug}/upload: multipart, so an express route beside the OpenAPI adapter. */
export function uploadRoutes(app: TApp): Router {
  const routes = Router();
  routes.post('/api/v1/projects/:projectId/upload', restRoute(app, handleUpload));
  return routes;
}
