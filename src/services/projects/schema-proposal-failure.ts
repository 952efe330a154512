import { DocumentReadError } from '../../extraction/documents/document-read-error.ts';
import { writerOf } from '../../i18n/catalogue.ts';
import { codedLine } from '../../i18n/coded-lines.ts';
import { networkErrorText, networkMessageOf } from '../../i18n/network-errors.ts';
import { REASON_MESSAGES } from '../../i18n/reason-messages.ts';
import { renderMessage } from '../../i18n/render.ts';
import { AppError } from '../../lib/app-error.ts';

const reasons = writerOf(REASON_MESSAGES);

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
function modelFailureReason(error: unknown): string | null {
  if (networkMessageOf(error)) {
    return reasons.text('reason.model_unreachable', { detail: networkErrorText(error) });
  }
  const status = modelStatusOf(error);
  if (status !== null) {
    return reasons.text('reason.model_status', { status });
  }
  const name = (error as Error | null)?.name ?? '';
  // The AI SDK's errors (AI_NoObjectGeneratedError …), and a proposal the editor would not accept.
  return name.startsWith('AI_') || (error instanceof AppError && error.code === 'INTERNAL_SERVER_ERROR')
    ? reasons.text('reason.model_no_schema')
    : null;
}

/**
 * Why no schema could be proposed from a sample, in English words of the catalogues (the `{reason}`
 * of the team event, said in the reader's language). A provider's own error text is not shown: it
 * may name internal URLs; the log has it.
 */
export function proposalFailureReason(error: unknown): string {
  if (error instanceof AppError && error.lines) {
    // "No text could be read in …" and why: the event names the file, the first reason says why.
    const why = error.lines.find((line) => line.code !== 'error.sample_no_text');
    return renderMessage(why ?? { code: 'error.no_text', params: {} }, 'en');
  }
  if (error instanceof DocumentReadError) {
    return error.message; // written for the uploader, in the words of the execution messages
  }
  return modelFailureReason(error) ?? reasons.text('reason.internal_error');
}

/**
 * The error a caller waiting for a proposal gets: a sample that can not be read is the caller's
 * (400), a model that gave no schema is unavailable (503), both said in the caller's language;
 * anything else stays as thrown (an internal error).
 */
export function proposalFailureError(error: unknown): unknown {
  if (error instanceof DocumentReadError) {
    return new AppError('BAD_REQUEST', error.message, { lines: [codedLine(error.message)], cause: error });
  }
  const reason = error instanceof AppError ? null : modelFailureReason(error);
  if (reason === null) {
    return error;
  }
  const line = { code: 'error.proposal_failed', params: { reason } };
  return new AppError('SERVICE_UNAVAILABLE', renderMessage(line, 'en'), { lines: [line], cause: error });
}
