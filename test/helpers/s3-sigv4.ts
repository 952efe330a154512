import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The server side of AWS Signature Version 4 (header-based), as S3 checks it, written apart from
 * the AWS SDK so the loopback S3 peer verifies the SDK's signatures instead of trusting them.
 */

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 as SigV4 wants it: only A-Z a-z 0-9 - . _ ~ stay, everything else is %XX (upper case). */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

// Code-unit order, as AWS sorts; localeCompare would not match it.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function canonicalRequest(input: {
  method: string;
  path: string;
  query: [string, string][];
  headers: [string, string][];
  payloadHash: string;
}): string {
  const query = input.query
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort(byCodeUnit)
    .join('&');
  const headers = input.headers.map(([name, value]) => `${name}:${value.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = input.headers.map(([name]) => name).join(';');
  return [input.method, input.path, query, headers, signedHeaders, input.payloadHash].join('\n');
}

function signature(canonical: string, amzDate: string, region: string, secretAccessKey: string): string {
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = [day, region, 's3', 'aws4_request'].reduce<string | Buffer>(hmac, `AWS4${secretAccessKey}`);
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

export type TSigV4Failure = { status: number; code: string };

/**
 * Recomputes the signature from the request as it arrived (raw path and query, the signed headers'
 * received values, the body) and checks the session token; a failure as S3 answers it, or null.
 */
export function verifySigV4(
  req: IncomingMessage,
  body: Buffer,
  expected: { accessKeyId: string; secretAccessKey: string; sessionToken?: string },
): TSigV4Failure | null {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!match) {
    return { status: 403, code: 'AccessDenied' };
  }
  const [, keyId, day, region, signedHeaderList, signed] = match as unknown as string[];
  const signedHeaders = (signedHeaderList as string).split(';');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (keyId !== expected.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId' };
  }
  if (!amzDate.startsWith(day as string) || !signedHeaders.includes('host')) {
    return { status: 403, code: 'AccessDenied' };
  }
  // Temporary credentials are only valid with their token, and the token only if it is signed.
  const token = req.headers['x-amz-security-token'];
  if (token !== expected.sessionToken || (token !== undefined && !signedHeaders.includes('x-amz-security-token'))) {
    return { status: 400, code: 'InvalidToken' };
  }
  const claimedHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (claimedHash !== 'UNSIGNED-PAYLOAD' && claimedHash !== sha256Hex(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  }
  const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return [decodeURIComponent(name), decodeURIComponent(value)];
    });
  const headers = [...signedHeaders]
    .sort(byCodeUnit)
    .map((name): [string, string] => [name, String(req.headers[name] ?? '')]);
  const canonical = canonicalRequest({
    method: req.method ?? 'GET',
    path: rawPath,
    query,
    headers,
    payloadHash: claimedHash,
  });
  const matches = signature(canonical, amzDate, region as string, expected.secretAccessKey) === signed;
  return matches ? null : { status: 403, code: 'SignatureDoesNotMatch' };
}
