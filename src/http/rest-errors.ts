import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { TRestErrorBody } from '../contracts/rest-error.ts';
import { errorMessageIn } from '../i18n/error-messages.ts';
import { localeOf, renderMessage } from '../i18n/render.ts';
import { AppError } from '../lib/app-error.ts';
import { unavailableErrorOf } from '../lib/unavailable-error.ts';
import { clientGone } from '../trpc/create-context.ts';

/** Which catalogue message answers: invalid input (a zod error) reads like the tRPC doors' VALIDATION. */
function messageKeyOf(appError: AppError): string {
  if (appError.cause instanceof ZodError) {
    return 'VALIDATION';
  }
  return appError.reason ? `${appError.code}.${appError.reason}` : appError.code;
}

/** The REST error body for express routes outside the OpenAPI adapter: `{ message, code, issues? }`. */
export function sendRestError(res: Response, error: unknown, log: Logger): void {
  // Nobody to answer, and a statement cancelled because the client left is nobody's error.
  if (res.headersSent || clientGone(res).aborted) {
    return;
  }
  // The multipart and download routes answer in the caller's language too, like the REST adapter.
  const locale = localeOf(res.req?.get('accept-language'));
  const appError =
    error instanceof AppError
      ? error
      : error instanceof TRPCError && error.cause instanceof AppError
        ? error.cause
        : unavailableErrorOf(error);
  if (!appError) {
    log.error({ err: error }, 'request failed');
    const body: TRestErrorBody = {
      message: errorMessageIn(locale, 'INTERNAL_SERVER_ERROR', 'Internal server error'),
      code: 'INTERNAL_SERVER_ERROR',
    };
    res.status(500).json(body);
    return;
  }
  if (appError.retryAfterSeconds) {
    res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  }
  const body: TRestErrorBody = {
    // A message of coded lines is said in full in the caller's language, not as its code's summary.
    message: appError.lines
      ? appError.lines.map((line) => renderMessage(line, locale)).join(' ')
      : errorMessageIn(locale, messageKeyOf(appError), appError.message),
    code: appError.code,
    ...(appError.issues ? { issues: appError.issues } : {}),
  };
  res.status(getHTTPStatusCodeFromError(new TRPCError({ code: appError.trpcCode }))).json(body);
}
