import type { TUploadItem } from './upload-rows.tsx';

/** Browsers open this many uploads side by side; more would only queue behind them. */
export const PARALLEL_UPLOADS = 3;

/** One Idempotency-Key per set of files, the same whenever the same files are sent again. */
export function batchKey(batch: TUploadItem[]): string {
  let hash = 0x811c9dc5;
  for (const char of batch.map((item) => item.idempotencyKey).join(',')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `${batch[0]?.idempotencyKey}-${batch.length}-${hash.toString(16)}`;
}
