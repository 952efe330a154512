import { AppError } from '../lib/app-error.ts';

/**
 * A 0-byte upload: said as such (an interrupted download, a file not yet written), not as an
 * unsupported type, which would send the user looking for a format problem in an empty PDF.
 */
export function emptyFileError(fileName: string, field: string): AppError {
  const message = `"${fileName}" is empty (0 bytes)`;
  return new AppError('BAD_REQUEST', message, { reason: 'empty_file', issues: [{ path: [field], message }] });
}
