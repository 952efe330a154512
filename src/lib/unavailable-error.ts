import { databaseUnavailableError, isDatabaseUnavailable } from '../db/connection-errors.ts';
import { storageUnavailableError } from '../storage/storage-errors.ts';
import type { AppError } from './app-error.ts';

/**
 * The 503 of a request that failed because the database (a failover) or the file storage could not
 * be reached, each said as itself; null for any other error.
 */
export function unavailableErrorOf(error: unknown): AppError | null {
  return isDatabaseUnavailable(error) ? databaseUnavailableError(error) : storageUnavailableError(error);
}
