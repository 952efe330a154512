import { writerOf } from './catalogue.ts';
import { NETWORK_MESSAGES } from './network-messages.ts';

type TNodeError = Error & { code?: unknown; address?: unknown; port?: unknown; hostname?: unknown; host?: unknown };

const network = writerOf(NETWORK_MESSAGES);
type TNetworkMessage = ReturnType<typeof network.message>;

const SELF_SIGNED = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN']);
const UNTRUSTED = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_SIGNATURE_FAILURE',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
]);
const KNOWN = [
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  ...SELF_SIGNED,
  ...UNTRUSTED,
];
// Libraries that wrap Node's error (nodemailer, SSH, the AI SDK) keep its text: "connect ECONNREFUSED 127.0.0.1:9".
const CODE_IN_TEXT = new RegExp(`\\b(${KNOWN.join('|')})\\b(?: (\\S+))?`);

// The error and what it wraps: `cause`, a RetryError's `lastError`, an AggregateError's `errors` (happy eyeballs).
function* chainOf(error: unknown, depth = 0): Generator<TNodeError> {
  // Not `instanceof Error`: an error from another realm (a VM context, a worker) is one too.
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string' || depth > 5) {
    return;
  }
  yield error as TNodeError;
  const wrapped = error as Error & { lastError?: unknown; errors?: unknown };
  yield* chainOf(wrapped.cause, depth + 1);
  yield* chainOf(wrapped.lastError, depth + 1);
  if (Array.isArray(wrapped.errors)) {
    yield* chainOf(wrapped.errors[0], depth + 1);
  }
}

function messageFor(code: string, error: TNodeError, named: string | undefined): TNetworkMessage | null {
  const address =
    typeof error.address === 'string'
      ? error.port === undefined
        ? error.address
        : `${error.address}:${String(error.port)}`
      : named;
  const host =
    typeof error.hostname === 'string' ? error.hostname : typeof error.host === 'string' ? error.host : named;
  const where = (text: string | undefined) => text ?? '?';
  switch (code) {
    case 'ECONNREFUSED':
      return network.message('network.refused', { address: where(address) });
    case 'ENOTFOUND':
      return network.message('network.host_not_found', { host: where(host) });
    case 'EAI_AGAIN':
      return network.message('network.dns_unavailable', { host: where(host) });
    case 'ETIMEDOUT':
      return network.message('network.timed_out', { address: where(address) });
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return network.message('network.unreachable', { address: where(address), code });
    case 'ECONNRESET':
      return /socket hang up/i.test(error.message)
        ? network.message('network.hang_up')
        : network.message('network.reset');
    case 'EPIPE':
      return network.message('network.closed_while_sending');
    case 'UND_ERR_SOCKET':
      return network.message('network.closed_by_peer');
    case 'CERT_HAS_EXPIRED':
      return network.message('network.certificate_expired');
    case 'CERT_NOT_YET_VALID':
      return network.message('network.certificate_not_yet_valid');
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return network.message('network.certificate_wrong_host', { host: where(host) });
    default:
      if (SELF_SIGNED.has(code)) {
        return network.message('network.certificate_self_signed', { code });
      }
      return UNTRUSTED.has(code) ? network.message('network.certificate_untrusted', { code }) : null;
  }
}

// The messages that name where the connection went, and their words without it.
const UNNAMED: Partial<Record<TNetworkMessage['code'], TNetworkMessage['code']>> = {
  'network.refused': 'network.refused_unnamed',
  'network.host_not_found': 'network.host_not_found_unnamed',
  'network.dns_unavailable': 'network.dns_unavailable_unnamed',
  'network.timed_out': 'network.timed_out_unnamed',
  'network.unreachable': 'network.unreachable_unnamed',
  'network.certificate_wrong_host': 'network.certificate_wrong_host_unnamed',
};

/**
 * Why a connection failed, as a catalogue message, when Node (or a library wrapping it) says so by
 * one of its error codes; null for any other error. `operatorService`: the server is one the
 * operator runs (the instance's model, its mail relay, the file storage), not a target a team set
 * itself (a webhook, FTP or SFTP host): its address and host name are left out of what members see.
 */
export function networkMessageOf(error: unknown, options: { operatorService?: boolean } = {}): TNetworkMessage | null {
  const message = namedNetworkMessageOf(error);
  const unnamed = message && options.operatorService ? UNNAMED[message.code] : undefined;
  if (!message || !unnamed) {
    return message;
  }
  const { code } = message.params;
  return network.message(unnamed, code === undefined ? {} : { code });
}

function namedNetworkMessageOf(error: unknown): TNetworkMessage | null {
  for (const link of chainOf(error)) {
    const code = typeof link.code === 'string' && KNOWN.includes(link.code) ? link.code : null;
    const inText = CODE_IN_TEXT.exec(link.message);
    const known = code ?? inText?.[1];
    if (known) {
      // "socket hang up" has no code in its text; the named address is the one after the code.
      return messageFor(known, link, inText?.[1] === known ? inText[2]?.replace(/[,;)]+$/, '') : undefined);
    }
  }
  return null;
}

/** The English text stored for a failed connection (see delivery-messages.ts), or the error's own message. */
export function networkErrorText(error: unknown): string {
  const message = networkMessageOf(error);
  return message ? network.text(message.code, message.params) : String((error as Error)?.message ?? error);
}
