import type { TRPCError } from '@trpc/server';
import { AppError } from '../lib/app-error.ts';

/** The Retry-After seconds of the first rate-limited error, if any. */
export function retryAfterOf(errors: readonly TRPCError[]): number | undefined {
  for (const error of errors) {
    if (error.cause instanceof AppError && error.cause.retryAfterSeconds) {
      return error.cause.retryAfterSeconds;
    }
  }
  return undefined;
}
