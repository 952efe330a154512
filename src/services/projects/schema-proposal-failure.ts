import { DocumentReadError } from '../../extraction/documents/document-read-error.ts';
import { writerOf } from '../../i18n/catalogue.ts';
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
    : reasons.text('reason.internal_error');
}
