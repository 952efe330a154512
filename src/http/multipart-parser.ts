import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../lib/app-error.ts';

/**
 * A busboy parser for a REST multipart body, collecting the text fields. A body that is not
 * multipart throws a 415; one that breaks off or is malformed later reaches `onError` as a 400.
 */
export function openMultipart(req: Request, limits: busboy.Limits, onError: (error: AppError) => void) {
  let parser: busboy.Busboy;
  try {
    // Browsers send UTF-8 file names; busboy would read them as latin1.
    parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request as multipart/form-data');
  }
  // A body that breaks off inside a file errors that file's stream as well as the parser. The
  // parser's error answers the request (below); the stream's must not go unheard, or it ends the
  // whole process (an 'error' event without a listener). Registered first, before the route's own.
  const openFiles = new Set<Readable>();
  parser.on('file', (_name, stream) => {
    stream.on('error', () => {});
    openFiles.add(stream);
    stream.once('close', () => openFiles.delete(stream));
  });
  // A client that goes away mid-body ends nothing by itself: the parser would wait for the rest
  // forever, holding the half-written file open. End both with an error, so storage removes the file.
  req.once('close', () => {
    if (!req.complete) {
      const aborted = new Error('The client closed the connection during the upload');
      for (const stream of openFiles) {
        stream.destroy(aborted);
      }
      parser.destroy(aborted);
    }
  });
  const fields: Record<string, string> = {};
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('error', () => onError(new AppError('BAD_REQUEST', 'The multipart body could not be read')));
  return { parser, fields };
}
