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
  parser.on('file', (_name, stream) => {
    stream.on('error', () => {});
  });
  const fields: Record<string, string> = {};
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('error', () => onError(new AppError('BAD_REQUEST', 'The multipart body could not be read')));
  return { parser, fields };
}
