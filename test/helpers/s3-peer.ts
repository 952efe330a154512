import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalRequest, sha256Hex, signCanonical } from '../../src/storage/s3-signature.ts';

export type TS3Peer = {
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket → key → bytes */
  buckets: Map<string, Map<string, Buffer>>;
  /** `METHOD /path?query` of every request, signed correctly or not. */
  requests: string[];
  close(): Promise<void>;
};

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`,
  );
}

/** Recomputes the SigV4 signature from the request as it arrived; an error code, or null when it holds. */
function verify(req: IncomingMessage, body: Buffer, accessKeyId: string, secretAccessKey: string): string | null {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!match) {
    return 'AccessDenied';
  }
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (keyId !== accessKeyId) {
    return 'InvalidAccessKeyId';
  }
  if (!amzDate.startsWith(day as string) || !signedHeaders?.split(';').includes('host')) {
    return 'AccessDenied';
  }
  if (req.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
    return 'XAmzContentSHA256Mismatch';
  }
  // Only what went over the wire: raw path and query, the signed headers' received values.
  const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return [decodeURIComponent(name), decodeURIComponent(value)];
    });
  const headers = Object.fromEntries(
    (signedHeaders as string).split(';').map((name) => [name, String(req.headers[name] ?? '')]),
  );
  const { canonical } = canonicalRequest({
    method: req.method ?? 'GET',
    path: rawPath,
    query,
    headers,
    payloadHash: sha256Hex(body),
  });
  const expected = signCanonical({ canonical, amzDate, region: region as string, service: 's3', secretAccessKey });
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

function listObjects(res: ServerResponse, objects: Map<string, Buffer>, search: URLSearchParams, pageSize: number) {
  const prefix = search.get('prefix') ?? '';
  // The token names the last key returned, so deleting listed keys between pages skips nothing.
  const after = Buffer.from(search.get('continuation-token') ?? '', 'base64url').toString();
  const maxKeys = Math.min(Number(search.get('max-keys') ?? 1000), pageSize);
  const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = matching.slice(0, maxKeys);
  const truncated = matching.length > page.length;
  const token = truncated ? Buffer.from(page.at(-1) ?? '').toString('base64url') : '';
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Prefix>${escapeXml(prefix)}</Prefix>` +
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
      page
        .map((key) => `<Contents><Key>${escapeXml(key)}</Key><Size>${objects.get(key)?.length}</Size></Contents>`)
        .join('') +
      (truncated ? `<NextContinuationToken>${token}</NextContinuationToken>` : '') +
      '</ListBucketResult>',
  );
}

/**
 * An S3-compatible server (path-style) on loopback with objects in memory. It checks every request's
 * SigV4 signature against the known secret, as S3 does, and answers a mismatch with 403.
 */
export async function startS3Peer(
  options: { buckets?: string[]; accessKeyId?: string; secretAccessKey?: string; pageSize?: number } = {},
): Promise<TS3Peer> {
  const accessKeyId = options.accessKeyId ?? 'PEERACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'peer-secret-key/with+odd=chars';
  const buckets = new Map((options.buckets ?? ['docs']).map((name) => [name, new Map<string, Buffer>()]));
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const failure = verify(req, body, accessKeyId, secretAccessKey);
    if (failure) {
      return sendError(res, failure === 'XAmzContentSHA256Mismatch' ? 400 : 403, failure, `Refused: ${failure}`);
    }
    const url = new URL(req.url ?? '/', 'http://peer');
    const [bucketName = '', ...keyParts] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const objects = buckets.get(bucketName);
    if (!objects) {
      return sendError(res, 404, 'NoSuchBucket', `No bucket ${bucketName}`);
    }
    if (!key) {
      return req.method === 'GET' && url.searchParams.get('list-type') === '2'
        ? listObjects(res, objects, url.searchParams, options.pageSize ?? 1000)
        : sendError(res, 501, 'NotImplemented', `${req.method} on a bucket`);
    }
    const stored = objects.get(key);
    if (req.method === 'PUT') {
      if (req.headers['content-length'] === undefined) {
        return sendError(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      }
      objects.set(key, body);
      res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else if (!stored) {
      // HEAD answers carry no body, as on S3.
      return req.method === 'HEAD'
        ? res.writeHead(404).end()
        : sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    } else {
      res.writeHead(200, { 'content-length': stored.length, 'content-type': 'binary/octet-stream' });
      res.end(req.method === 'HEAD' ? undefined : stored);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
