import type { IntlShape } from 'react-intl';
import { appCodeOf, httpStatusOf, reasonOf, retryAfterOf } from '../lib/query-client.ts';
import { isMessageId } from './messages.ts';

/** A translated sentence for any failed call: the server's code, else its status, else a network or generic message. */
export function errorMessageOf(intl: IntlShape, error: unknown): string {
  const code = appCodeOf(error);
  const wait = retryAfterOf(error);
  if (code === 'TOO_MANY_REQUESTS' && wait !== undefined) {
    // Say how long: "a moment" reads wrong when the window is a quarter of an hour.
    return intl.formatMessage({ id: 'errors.TOO_MANY_REQUESTS.wait' }, { minutes: Math.max(1, Math.ceil(wait / 60)) });
  }
  // A broken rule has its own sentence (errors.CONFLICT.last_owner), the code a general one.
  const specific = `errors.${code}.${reasonOf(error)}`;
  if (code !== undefined && isMessageId(specific)) {
    return intl.formatMessage({ id: specific });
  }
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
