import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { TCodedMessage } from '../i18n/types.ts';

/**
 * Every error a service means to show a caller, with the tRPC code (and so the HTTP status) it maps to.
 * The code is stable (the UI translates it as `errors.<CODE>`); the status is derived from it, never
 * chosen at the throw site. Domain codes are distinct codes the UI reacts to, with their base code's status.
 */
const TRPC_CODE_OF = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  EMAIL_NOT_VERIFIED: 'FORBIDDEN',
  TWO_FACTOR_REQUIRED: 'UNAUTHORIZED',
  INVALID_TWO_FACTOR_CODE: 'UNAUTHORIZED',
  INVALID_TOKEN: 'BAD_REQUEST',
  REGISTRATION_CLOSED: 'FORBIDDEN',
  INVALID_BETA_CODE: 'BAD_REQUEST',
  EVALUATION_SET_EMPTY: 'BAD_REQUEST',
} as const satisfies Record<string, TRPC_ERROR_CODE_KEY>;

export type AppErrorCode = keyof typeof TRPC_CODE_OF;

export type AppErrorIssue = { path: (string | number)[]; message: string };

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues?: AppErrorIssue[];
  /** Seconds a client should wait before retrying (429 answers carry it as Retry-After). */
  readonly retryAfterSeconds?: number;
  /** Which rule a CONFLICT broke (`last_owner`), so clients can say it in their words. */
  readonly reason?: string;
  /** The message as coded lines, for REST answers in the caller's language (`message` is their English). */
  readonly lines?: TCodedMessage[];

  constructor(
    code: AppErrorCode,
    message: string,
    options: {
      issues?: AppErrorIssue[];
      retryAfterSeconds?: number;
      reason?: string;
      lines?: TCodedMessage[];
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
    this.lines = options.lines;
  }

  get trpcCode(): TRPC_ERROR_CODE_KEY {
    return TRPC_CODE_OF[this.code];
  }
}
