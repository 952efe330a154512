import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4, header-based, as S3 and S3-compatible stores (MinIO, Ceph, R2) check it. */

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 as SigV4 wants it: only A-Z a-z 0-9 - . _ ~ stay, everything else is %XX (upper case). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object key in a path: each segment encoded, `/` kept (S3 does not double-encode paths). */
export const encodeKey = (key: string) => key.split('/').map(uriEncode).join('/');

export type TCanonicalRequestInput = {
  method: string;
  /** The path exactly as it goes on the wire, already encoded. */
  path: string;
  /** Decoded query parameters; they are encoded and sorted here. */
  query: [string, string][];
  /** Every header to sign, host included; names in any case. */
  headers: Record<string, string>;
  payloadHash: string;
};

export function canonicalRequest(input: TCanonicalRequestInput): { canonical: string; signedHeaders: string } {
  const query = input.query
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    // Code-unit order, as AWS sorts; localeCompare would not match it.
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join('&');
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonical = [
    input.method,
    input.path,
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  return { canonical, signedHeaders };
}

/** The hex signature of a canonical request; `amzDate` is `YYYYMMDDTHHMMSSZ`. */
export function signCanonical(options: {
  canonical: string;
  amzDate: string;
  region: string;
  service: string;
  secretAccessKey: string;
}): string {
  const day = options.amzDate.slice(0, 8);
  const scope = `${day}/${options.region}/${options.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', options.amzDate, scope, sha256Hex(options.canonical)].join('\n');
  const key = [day, options.region, options.service, 'aws4_request'].reduce<string | Buffer>(
    (previous, part) => hmac(previous, part),
    `AWS4${options.secretAccessKey}`,
  );
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

export const toAmzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Signs a request to `url` (path already encoded with `encodeKey`). Returns the headers to send:
 * the given ones plus x-amz-date and Authorization; `host` is signed but left to fetch to send.
 */
export function signRequest(options: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date?: Date;
}): Record<string, string> {
  const amzDate = toAmzDate(options.date ?? new Date());
  const headers = { ...options.headers, 'x-amz-date': amzDate };
  const { canonical, signedHeaders } = canonicalRequest({
    method: options.method,
    path: options.url.pathname || '/',
    query: [...options.url.searchParams],
    headers: { host: options.url.host, ...headers },
    payloadHash: options.payloadHash,
  });
  const { region, service, secretAccessKey } = options;
  const signature = signCanonical({ canonical, amzDate, region, service, secretAccessKey });
  const scope = `${amzDate.slice(0, 8)}/${region}/${service}/aws4_request`;
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
