import type { IntlShape } from 'react-intl';
import { appCodeOf, httpStatusOf } from '../lib/query-client.ts';
import { isMessageId } from './messages.ts';

/** A translated sentence for any failed call: the server's code, else its status, else a network or generic message. */
export function errorMessageOf(intl: IntlShape, error: unknown): string {
  const code = appCodeOf(error);
  const id = `errors.${code}`;
  if (code !== undefined && isMessageId(id)) {
    return intl.formatMessage({ id });
  }
  const status = httpStatusOf(error);
  if (status !== undefined) {
    return intl.formatMessage({ id: 'errors.http' }, { status });
  }
  return intl.formatMessage({ id: isCallError(error) ? 'errors.network' : 'errors.unknown' });
}

// A TRPCClientError without an answer means the request never got one (offline, server down).
function isCallError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TRPCClientError';
}
