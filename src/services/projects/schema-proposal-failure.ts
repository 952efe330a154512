import { DocumentReadError } from '../../extraction/documents/document-read-error.ts';
import { codedMessage, englishOf } from '../../i18n/message.ts';
import { networkMessageOf } from '../../i18n/network-errors.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { AppError } from '../../lib/app-error.ts';

// The HTTP status a model's API answered, through the AI SDK's retries (`lastError`) and causes.
function modelStatusOf(error: unknown): number | null {
  let link = error as { statusCode?: unknown; lastError?: unknown; cause?: unknown } | null;
  for (let depth = 0; link && typeof link === 'object' && depth < 5; depth++) {
    if (typeof link.statusCode === 'number') {
      return link.statusCode;
    }
    link = (link.lastError ?? link.cause) as typeof link;
  }
  return null;
}

/** Why the model gave no schema (unreachable, an error status, no usable answer); null for other errors. */
function modelFailureReason(error: unknown): TCodedMessage | null {
  // The model is the instance's (MODEL_* and its base URL are the operator's): no address in the text.
  const unreachable = networkMessageOf(error, { operatorService: true });
  if (unreachable) {
    return codedMessage('reason.model_unreachable', { detail: unreachable });
  }
  const status = modelStatusOf(error);
  if (status !== null) {
    return codedMessage('reason.model_status', { status });
  }
  const name = (error as Error | null)?.name ?? '';
  // The AI SDK's errors (AI_NoObjectGeneratedError …), and a proposal the editor would not accept.
  return name.startsWith('AI_') || (error instanceof AppError && error.code === 'INTERNAL_SERVER_ERROR')
    ? codedMessage('reason.model_no_schema')
    : null;
}

/**
 * Why no schema could be proposed from a sample, as a message of the catalogues (the `{reason}` of
 * the team event, stored by code and said in the reader's language). A provider's own error text is
 * not shown: it may name internal URLs; the log has it.
 */
export function proposalFailureReason(error: unknown): TCodedMessage {
  if (error instanceof AppError && error.lines) {
    // "No text could be read in …" and why: the event names the file, the first reason says why.
    const why = error.lines.find((line) => line.code !== 'error.sample_no_text');
    return why ?? codedMessage('error.no_text');
  }
  if (error instanceof DocumentReadError) {
    return error.coded; // written for the uploader, in the words of the execution messages
  }
  return modelFailureReason(error) ?? codedMessage('reason.internal_error');
}

/**
 * The error a caller waiting for a proposal gets: a sample that can not be read is the caller's
 * (400), a model that gave no schema is unavailable (503), both said in the caller's language;
 * anything else stays as thrown (an internal error).
 */
export function proposalFailureError(error: unknown): unknown {
  if (error instanceof DocumentReadError) {
    return new AppError('BAD_REQUEST', error.message, { lines: [error.coded], cause: error });
  }
  const reason = error instanceof AppError ? null : modelFailureReason(error);
  if (reason === null) {
    return error;
  }
  const line = codedMessage('error.proposal_failed', { reason });
  return new AppError('SERVICE_UNAVAILABLE', englishOf(line), { lines: [line], cause: error });
}
