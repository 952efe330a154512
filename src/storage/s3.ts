import { randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, pipeline as pipeCallback, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { EMPTY_SHA256, encodeKey, signRequest, uriEncode } from './s3-signature.ts';
import { createHashingTap, type TStorage } from './storage.ts';

export type TS3StorageOptions = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `{endpoint}/{bucket}/{key}` (MinIO, Ceph, R2) instead of `{bucket}.{endpoint host}/{key}`. */
  forcePathStyle?: boolean;
  /** Keys live under this folder of the bucket, so one bucket can hold several installations. */
  prefix?: string;
};

/** A request S3 refused; `code` is S3's (NoSuchKey, SignatureDoesNotMatch, …) or `HTTP <status>`. */
export class S3StorageError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'S3StorageError';
    this.status = status;
    this.code = code;
  }
}

const decodeXml = (text: string) =>
  text
    .replace(/&#(x?)([0-9a-fA-F]+);/g, (_all, hex: string, digits: string) =>
      String.fromCodePoint(Number.parseInt(digits, hex ? 16 : 10)),
    )
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const xmlValue = (xml: string, tag: string) => {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1] === undefined ? undefined : decodeXml(match[1]);
};

// Deletes in flight at once per listed page: fast enough, and gentle with small self-hosted stores.
const DELETE_CONCURRENCY = 8;

/** Document bytes in an S3-compatible bucket, spoken to over the REST API with SigV4-signed fetch calls. */
export function createS3Storage(options: TS3StorageOptions): TStorage {
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const pathStyle = options.forcePathStyle ?? true;
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');

  const objectKey = (key: string) => {
    // URL parsing would resolve `.`/`..` segments, so such a key could reach another object.
    if (key.split('/').some((segment) => ['', '.', '..'].includes(segment))) {
      throw new Error(`Storage key is not a plain relative path: ${key}`);
    }
    return prefix ? `${prefix}/${key}` : key;
  };

  /** The bucket URL, or an object's; query values are encoded as SigV4 canonicalizes them. */
  const url = (fullKey: string | null, query: Record<string, string> = {}) => {
    const host = pathStyle ? endpoint.host : `${options.bucket}.${endpoint.host}`;
    const bucketPath = pathStyle ? `/${uriEncode(options.bucket)}` : '';
    const keyPath = fullKey === null ? (pathStyle ? '' : '/') : `/${encodeKey(fullKey)}`;
    const search = Object.entries(query)
      .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
      .join('&');
    return new URL(`${endpoint.protocol}//${host}${basePath}${bucketPath}${keyPath}${search ? `?${search}` : ''}`);
  };

  const send = (
    method: string,
    target: URL,
    extra: { body?: Blob; payloadHash?: string; signal?: AbortSignal } = {},
  ) => {
    const payloadHash = extra.payloadHash ?? EMPTY_SHA256;
    const headers = signRequest({
      method,
      url: target,
      headers: { 'x-amz-content-sha256': payloadHash },
      payloadHash,
      region: options.region,
      service: 's3',
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    });
    // A Blob body has a known size, so fetch sends Content-Length (S3 refuses chunked uploads).
    return fetch(target, { method, headers, body: extra.body, signal: extra.signal });
  };

  /** Throws for a non-2xx answer, with S3's own code and message when the body has them. */
  const check = async (response: Response, action: string, key: string) => {
    if (response.ok) {
      return response;
    }
    const xml = await response.text().catch(() => '');
    const code = xmlValue(xml, 'Code') ?? `HTTP ${response.status}`;
    const detail = xmlValue(xml, 'Message') ?? response.statusText;
    // HEAD answers carry no body, so there a bare 404 is all S3 says about a missing object.
    const missing = code === 'NoSuchKey' || (action === 'size lookup' && response.status === 404 && !xml);
    const message = missing
      ? `The stored document file is missing: ${key} (S3 ${code})`
      : `S3 ${action} of ${key} failed: ${code}${detail ? ` (${detail})` : ''}`;
    throw new S3StorageError(message, response.status, code);
  };

  const deleteObject = async (fullKey: string) => {
    const response = await send('DELETE', url(fullKey));
    // Gone already is what we wanted (some S3-compatible stores answer 404 instead of 204).
    if (response.status !== 404) {
      await check(response, 'delete', fullKey);
    }
    await response.arrayBuffer();
  };

  return {
    async put(key, body) {
      const target = url(objectKey(key));
      // Buffered to a temporary file: a signed PUT needs the body's length and sha256 up front.
      const temporary = path.join(tmpdir(), `docstruct-s3-${randomUUID()}.part`);
      try {
        const tap = createHashingTap();
        await pipeline(body, tap.stream, createWriteStream(temporary));
        const stored = tap.result();
        const response = await send('PUT', target, { body: await openAsBlob(temporary), payloadHash: stored.sha256 });
        await (await check(response, 'upload', key)).arrayBuffer();
        return { key, ...stored };
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async read(key) {
      const response = await check(await send('GET', url(objectKey(key))), 'read', key);
      return Buffer.from(await response.arrayBuffer());
    },
    stream(key) {
      const out = new PassThrough();
      const target = url(objectKey(key));
      const abort = new AbortController();
      // A reader that gives up early (a closed download) also stops the transfer from S3.
      out.once('close', () => abort.abort());
      send('GET', target, { signal: abort.signal })
        .then((response) => check(response, 'read', key))
        .then((response) => {
          if (!response.body) {
            throw new Error(`S3 read of ${key} returned no body`);
          }
          // Errors on either side destroy the other, so `out` emits 'error' if the transfer breaks.
          pipeCallback(Readable.fromWeb(response.body as NodeReadableStream), out, () => {});
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async size(key) {
      const response = await check(await send('HEAD', url(objectKey(key))), 'size lookup', key);
      return Number(response.headers.get('content-length'));
    },
    delete: (key) => deleteObject(objectKey(key)),
    async deletePrefix(keyPrefix) {
      // A folder, as on local disk: `projects/1` must not take `projects/10` with it.
      const listPrefix = `${objectKey(keyPrefix.replace(/\/+$/, ''))}/`;
      let token: string | undefined;
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix: listPrefix };
        if (token) {
          query['continuation-token'] = token;
        }
        const response = await check(await send('GET', url(null, query)), 'list', listPrefix);
        const xml = await response.text();
        const keys = [...xml.matchAll(/<Contents>[\s\S]*?<\/Contents>/g)]
          .map((match) => xmlValue(match[0], 'Key'))
          .filter((key): key is string => key?.startsWith(listPrefix) === true);
        for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
          await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map(deleteObject));
        }
        token = xmlValue(xml, 'IsTruncated') === 'true' ? xmlValue(xml, 'NextContinuationToken') : undefined;
      } while (token);
    },
  };
}
