import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answer, errorXml, listMultipartUploads, serveMultipart, type TMultipartUpload } from './s3-peer-multipart.ts';
import { verifySigV4 } from './s3-sigv4.ts';

/** A correctly signed request as the peer received it, before it is served. */
export type TS3PeerRequest = {
  method: string;
  /** Decoded bucket and key. */
  bucket: string;
  key: string;
  search: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

/** What a test's `intercept` may answer instead of the store: S3's error code and HTTP status. */
export type TS3PeerFault = { status: number; code: string };

export type TS3Peer = {
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | undefined;
  /** bucket → key → bytes */
  buckets: Map<string, Map<string, Buffer>>;
  /** `bucket/key` → when the object was written (a test may move it back, as if time had passed). */
  lastModified: Map<string, Date>;
  /** Multipart uploads begun and neither completed nor aborted, by upload id. */
  multipartUploads: Map<string, TMultipartUpload>;
  /** `METHOD /path?query` of every request, signed correctly or not. */
  requests: string[];
  /** Set: objects go out in 64 KiB pieces 20 ms apart, like a distant store (to see whether readers hang up). */
  slowReads: boolean;
  /** With `slowReads`, the keys of GETs whose reader hung up before the object was sent in full. */
  abandonedReads: string[];
  /** How far the store's clock is from ours (ms; negative: it lags): its Date headers and the times it records. */
  clockOffsetMs: number;
  /**
   * Set: the Date header comes from another clock, this far from ours (ms), as from a proxy in front
   * of the store; the times the store records stay on `clockOffsetMs`.
   */
  proxyDateOffsetMs: number | null;
  /**
   * Set: every listing (objects and multipart uploads) says there is more (IsTruncated) without
   * saying where it continues, as a broken store might.
   */
  saysMoreWithoutMarker: boolean;
  /**
   * Set: listings say "more" only when there is more, but give no continuation token (as stores
   * answering in ListObjects v1 style do) nor, for multipart uploads, NextKeyMarker / NextUploadIdMarker;
   * a client continues after the last key (`start-after`; `key-marker` and `upload-id-marker`).
   */
  pagesWithoutToken: boolean;
  /**
   * Sees every correctly signed request first; a fault it returns is the answer (for retries and
   * failures). A promise holds the request until it settles (another client's requests go on).
   */
  intercept: ((request: TS3PeerRequest) => TS3PeerFault | undefined | Promise<TS3PeerFault | undefined>) | null;
  close(): Promise<void>;
};

/** Writes the body in pieces; `onAbandoned` when the reader closes the connection before the end. */
async function sendSlowly(res: ServerResponse, body: Buffer, onAbandoned: () => void) {
  for (let offset = 0; offset < body.length; offset += 64 * 1024) {
    if (res.destroyed) {
      onAbandoned();
      return;
    }
    res.write(body.subarray(offset, offset + 64 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  res.end();
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  answer(res, { status, xml: errorXml(code, message) });
}

function listObjects(
  res: ServerResponse,
  objects: Map<string, Buffer>,
  search: URLSearchParams,
  options: {
    pageSize: number;
    lastModified: (key: string) => Date | undefined;
    saysMoreWithoutMarker: boolean;
    pagesWithoutToken: boolean;
  },
) {
  const prefix = search.get('prefix') ?? '';
  // The token names the last key returned, so deleting listed keys between pages skips nothing.
  const token = search.get('continuation-token');
  const after = token ? Buffer.from(token, 'base64url').toString() : (search.get('start-after') ?? '');
  const maxKeys = Math.min(Number(search.get('max-keys') ?? 1000), options.pageSize);
  const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = matching.slice(0, maxKeys);
  const truncated = matching.length > page.length || options.saysMoreWithoutMarker;
  const nextToken = truncated ? Buffer.from(page.at(-1) ?? '').toString('base64url') : '';
  const withToken = truncated && !options.saysMoreWithoutMarker && !options.pagesWithoutToken;
  answer(res, {
    status: 200,
    xml:
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Prefix>${escapeXml(prefix)}</Prefix>` +
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
      page
        .map((key) => {
          const modified = options.lastModified(key);
          const time = modified ? `<LastModified>${modified.toISOString()}</LastModified>` : '';
          return `<Contents><Key>${escapeXml(key)}</Key>${time}<Size>${objects.get(key)?.length}</Size></Contents>`;
        })
        .join('') +
      (withToken ? `<NextContinuationToken>${nextToken}</NextContinuationToken>` : '') +
      '</ListBucketResult>',
  });
}

/**
 * An S3-compatible server (path-style) on loopback with objects in memory. It checks every request's
 * SigV4 signature against the known secret and, with `sessionToken`, the x-amz-security-token header,
 * as S3 does; it serves single PUTs, multipart uploads (and their listing, paged like objects), GET, HEAD, DELETE and ListObjectsV2
 * (with each object's LastModified).
 */
export async function startS3Peer(
  options: {
    buckets?: string[];
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Temporary credentials: every request must carry (and sign) this token. */
    sessionToken?: string;
    pageSize?: number;
  } = {},
): Promise<TS3Peer> {
  const accessKeyId = options.accessKeyId ?? 'PEERACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'peer-secret-key/with+odd=chars';
  const { sessionToken } = options;
  const buckets = new Map((options.buckets ?? ['docs']).map((name) => [name, new Map<string, Buffer>()]));
  const multipartUploads = new Map<string, TMultipartUpload>();
  const lastModified = new Map<string, Date>();
  const requests: string[] = [];
  const abandonedReads: string[] = [];
  const storeNow = () => new Date(Date.now() + peer.clockOffsetMs);
  const server = createServer(async (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    // The store's own clock, as S3 sends it on every answer (node would send ours).
    const dateClock = peer.proxyDateOffsetMs === null ? storeNow() : new Date(Date.now() + peer.proxyDateOffsetMs);
    res.setHeader('Date', dateClock.toUTCString());
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const failure = verifySigV4(req, body, { accessKeyId, secretAccessKey, sessionToken });
    if (failure) {
      return sendError(res, failure.status, failure.code, `Refused: ${failure.code}`);
    }
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://peer');
    const [bucketName = '', ...keyParts] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const request = { method, bucket: bucketName, key, search: url.searchParams, headers: req.headers, body };
    const fault = await peer.intercept?.(request);
    if (fault) {
      return sendError(res, fault.status, fault.code, 'Injected by the test');
    }
    const objects = buckets.get(bucketName);
    if (!objects) {
      return sendError(res, 404, 'NoSuchBucket', `No bucket ${bucketName}`);
    }
    if (!key) {
      if (method === 'GET' && url.searchParams.has('uploads')) {
        return answer(
          res,
          listMultipartUploads(bucketName, url.searchParams, multipartUploads, {
            pageSize: options.pageSize ?? 1000,
            saysMoreWithoutMarker: peer.saysMoreWithoutMarker,
            pagesWithoutToken: peer.pagesWithoutToken,
          }),
        );
      }
      return method === 'GET' && url.searchParams.get('list-type') === '2'
        ? listObjects(res, objects, url.searchParams, {
            pageSize: options.pageSize ?? 1000,
            lastModified: (objectKey) => lastModified.get(`${bucketName}/${objectKey}`),
            saysMoreWithoutMarker: peer.saysMoreWithoutMarker,
            pagesWithoutToken: peer.pagesWithoutToken,
          })
        : sendError(res, 501, 'NotImplemented', `${method} on a bucket`);
    }
    const multipart = serveMultipart({
      method,
      search: url.searchParams,
      bucket: bucketName,
      key,
      body,
      uploads: multipartUploads,
      objects,
      now: storeNow(),
    });
    if (multipart) {
      if (method === 'POST' && url.searchParams.has('uploadId') && multipart.status === 200) {
        lastModified.set(`${bucketName}/${key}`, storeNow());
      }
      return answer(res, multipart);
    }
    const stored = objects.get(key);
    if (method === 'PUT') {
      if (req.headers['content-length'] === undefined) {
        return sendError(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      }
      objects.set(key, body);
      lastModified.set(`${bucketName}/${key}`, storeNow());
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    } else if (method === 'DELETE') {
      objects.delete(key);
      lastModified.delete(`${bucketName}/${key}`);
      res.writeHead(204).end();
    } else if (!stored) {
      // HEAD answers carry no body, as on S3.
      return method === 'HEAD'
        ? res.writeHead(404).end()
        : sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    } else {
      const modified = lastModified.get(`${bucketName}/${key}`);
      res.writeHead(200, {
        'content-length': stored.length,
        'content-type': 'binary/octet-stream',
        ...(modified ? { 'last-modified': modified.toUTCString() } : {}),
      });
      if (method === 'GET' && peer.slowReads) {
        return sendSlowly(res, stored, () => abandonedReads.push(key));
      }
      res.end(method === 'HEAD' ? undefined : stored);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const peer: TS3Peer = {
    url: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    sessionToken,
    buckets,
    lastModified,
    multipartUploads,
    requests,
    slowReads: false,
    abandonedReads,
    clockOffsetMs: 0,
    proxyDateOffsetMs: null,
    saysMoreWithoutMarker: false,
    pagesWithoutToken: false,
    intercept: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return peer;
}
