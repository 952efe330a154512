import type { Request } from 'express';
import { AppError } from '../lib/app-error.ts';
import { multipartFileName } from './multipart-file-name.ts';
import { openMultipart } from './multipart-parser.ts';

export type TSingleFile = { fileName: string; bytes: Buffer };

/**
 * Reads a multipart body with at most one file (in memory: it is capped at the upload limit)
 * and small text fields. Too large → 413; a second file → 400.
 */
export function readSingleFileUpload(req: Request, options: { field: string; maxBytes: number }) {
  return new Promise<{ file: TSingleFile | null; fields: Record<string, string> }>((resolve, reject) => {
    const { parser, fields } = openMultipart(
      req,
      { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 16 * 1024 },
      reject,
    );
    let file: TSingleFile | null = null;
    let failure: AppError | null = null;
    parser.on('file', (name, stream, info) => {
      if (name !== options.field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new AppError(
          'PAYLOAD_TOO_LARGE',
          `The document is larger than ${Math.floor(options.maxBytes / 1024 / 1024)} MiB`,
        );
      });
      stream.on('end', () => {
        file = {
          fileName: multipartFileName(info.filename),
          bytes: Buffer.concat(chunks),
        };
      });
    });
    parser.on('filesLimit', () => {
      failure = new AppError('BAD_REQUEST', 'Send one document');
    });
    parser.on('close', () => (failure ? reject(failure) : resolve({ file, fields })));
    req.pipe(parser);
  });
}
