import { networkMessageOf } from '../i18n/network-errors.ts';
import { AppError } from '../lib/app-error.ts';
import type { TStorage } from './storage.ts';

/** Errors the storage's calls failed with (see markingStorageErrors). */
const raisedByStorage = new WeakSet<object>();

function rejectMarked(error: unknown): Promise<never> {
  if (typeof error === 'object' && error !== null) {
    raisedByStorage.add(error);
  }
  return Promise.reject(error);
}

/**
 * `storage` whose failed calls are known as the storage's: a bucket that cannot be reached is then
 * said to be one (503), not an internal error, nor a lost database (the same system codes). Streams
 * and the maintenance listings keep their errors as they are (nobody waits for an answer there).
 */
export function markingStorageErrors(storage: TStorage): TStorage {
  return {
    ...storage,
    put: (key, body) => storage.put(key, body).catch(rejectMarked),
    read: (key) => storage.read(key).catch(rejectMarked),
    size: (key) => storage.size(key).catch(rejectMarked),
    delete: (key) => storage.delete(key).catch(rejectMarked),
    deletePrefix: (prefix) => storage.deletePrefix(prefix).catch(rejectMarked),
  };
}

/** The 503 a request gets when the file storage could not be reached (its network error); null for any other error. */
export function storageUnavailableError(error: unknown): AppError | null {
  for (let link = error, depth = 0; link && typeof link === 'object' && depth < 5; depth++) {
    if (raisedByStorage.has(link)) {
      return networkMessageOf(link, { operatorService: true })
        ? new AppError('SERVICE_UNAVAILABLE', 'The file storage is not reachable right now; try again shortly', {
            reason: 'storage_unreachable',
            retryAfterSeconds: 5,
            cause: error,
          })
        : null;
    }
    link = (link as { cause?: unknown }).cause;
  }
  return null;
}
