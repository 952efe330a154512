import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { TApp } from '../app.ts';
import { ZForceDownload } from '../contracts/upload-fields.ts';
import { Document } from '../db/entities/document.ts';
import { validationError } from '../i18n/validation-issues.ts';
import { AppError } from '../lib/app-error.ts';
import { requireProjectRole } from '../services/authorization.ts';
import { sendRestError } from './rest-errors.ts';
import { restCallerContext, restRoute } from './rest-route.ts';

const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/tiff']);
// Text documents preview as plain text in the browser (HTML shows its source, never renders).
const TEXT_PREVIEW_TYPES = new Set([
  'text/plain',
  'text/csv',
  'text/markdown',
  'text/html',
  'application/json',
  'message/rfc822',
]);

/** `attachment; filename="ascii"; filename*=UTF-8''…`: safe for any name, readable by every browser. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_')
      .trim() || 'document';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function download(app: TApp, req: Request, res: Response) {
  const ctx = await restCallerContext(app, req, res);
  // A value outside the documented ones (`force_download=yes`) is refused, not read as "inline".
  const forceDownload = z.object({ force_download: ZForceDownload }).safeParse({
    force_download: req.query.force_download || undefined,
  });
  if (!forceDownload.success) {
    throw validationError(forceDownload.error, { locale: ctx.locale });
  }
  const documentId = z.uuid().safeParse(req.params.documentId);
  const document = documentId.success ? await ctx.em.findOne(Document, { id: documentId.data }) : null;
  if (!document) {
    throw new AppError('NOT_FOUND', 'Document not found');
  }
  await requireProjectRole(ctx.em, ctx.actor, document.project.id, 'member').catch(() => {
    throw new AppError('NOT_FOUND', 'Document not found');
  });
  const force = forceDownload.data.force_download === true;
  const asText = !force && TEXT_PREVIEW_TYPES.has(document.fileContentType);
  const inline = asText || (!force && INLINE_TYPES.has(document.fileContentType));
  res.setHeader(
    'Content-Type',
    asText
      ? 'text/plain; charset=utf-8'
      : document.fileContentType.startsWith('text/')
        ? `${document.fileContentType}; charset=utf-8`
        : document.fileContentType,
  );
  res.setHeader('Content-Length', String(document.sizeBytes));
  res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', document.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  // A document is never a page of this site: no scripts, no plugins, even when shown inline.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  const stream = app.storage.stream(document.storageKey);
  stream.on('error', (error) => sendRestError(res, error, app.log));
  // `pipe` leaves the source open when the client goes away: close it, so a file handle or an S3
  // transfer does not outlive the download (harmless once the stream has ended).
  res.once('close', () => stream.destroy());
  stream.pipe(res);
}

/** GET /api/v1/documents/{documentId}/download: bytes, so an express route beside the OpenAPI adapter. */
export function downloadRoutes(app: TApp): Router {
  const routes = Router();
  routes.get('/api/v1/documents/:documentId/download', restRoute(app, download));
  return routes;
}
