import { createHash, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** An upload between CreateMultipartUpload and Complete/AbortMultipartUpload: its parts so far. */
export type TMultipartUpload = {
  bucket: string;
  key: string;
  /** When CreateMultipartUpload was received (a test may move it back, as if time had passed). */
  initiated: Date;
  parts: Map<number, { etag: string; bytes: Buffer }>;
};

type TAnswer = { status: number; headers?: Record<string, string>; xml?: string };

const MIN_PART_BYTES = 5 * 1024 * 1024;

const md5Hex = (data: Buffer) => createHash('md5').update(data).digest('hex');

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const decodeXml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

export const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;

const error = (status: number, code: string, message: string): TAnswer => ({ status, xml: errorXml(code, message) });

export function answer(res: ServerResponse, { status, headers = {}, xml }: TAnswer) {
  res.writeHead(status, xml ? { 'content-type': 'application/xml', ...headers } : headers);
  res.end(xml);
}

/**
 * S3's multipart API on a key, as the peer serves it: CreateMultipartUpload (POST ?uploads),
 * UploadPart (PUT ?partNumber&uploadId), CompleteMultipartUpload (POST ?uploadId) and
 * AbortMultipartUpload (DELETE ?uploadId), with S3's checks (ETags, order, 5 MiB minimum part).
 * Returns null for requests that are not multipart ones.
 */
export function serveMultipart(options: {
  method: string;
  search: URLSearchParams;
  bucket: string;
  key: string;
  body: Buffer;
  uploads: Map<string, TMultipartUpload>;
  objects: Map<string, Buffer>;
  /** The store's clock. */
  now: Date;
}): TAnswer | null {
  const { method, search, bucket, key, body, uploads } = options;
  if (method === 'POST' && search.has('uploads')) {
    const uploadId = randomUUID();
    uploads.set(uploadId, { bucket, key, initiated: options.now, parts: new Map() });
    const xml = `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`;
    return { status: 200, xml };
  }
  const uploadId = search.get('uploadId');
  if (uploadId === null) {
    return null;
  }
  const upload = uploads.get(uploadId);
  if (!upload || upload.bucket !== bucket || upload.key !== key) {
    return error(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
  }
  if (method === 'PUT') {
    const partNumber = Number(search.get('partNumber'));
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
      return error(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
    }
    const etag = `"${md5Hex(body)}"`;
    upload.parts.set(partNumber, { etag, bytes: body });
    return { status: 200, headers: { etag } };
  }
  if (method === 'DELETE') {
    uploads.delete(uploadId);
    return { status: 204 };
  }
  if (method !== 'POST') {
    return error(405, 'MethodNotAllowed', `${method} on a multipart upload`);
  }
  const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part = '']) => ({
    partNumber: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
    etag: decodeXml(/<ETag>([\s\S]*?)<\/ETag>/.exec(part)?.[1] ?? ''),
  }));
  if (
    listed.length === 0 ||
    listed.some((part, index) => index > 0 && part.partNumber <= (listed[index - 1]?.partNumber ?? 0))
  ) {
    return error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
  }
  const parts = listed.map((part) => upload.parts.get(part.partNumber));
  if (parts.some((part, index) => part?.etag !== listed[index]?.etag)) {
    return error(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
  }
  const bytes = parts.map((part) => part?.bytes ?? Buffer.alloc(0));
  if (bytes.slice(0, -1).some((part) => part.length < MIN_PART_BYTES)) {
    return error(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
  }
  options.objects.set(key, Buffer.concat(bytes));
  uploads.delete(uploadId);
  const etag = `"${md5Hex(Buffer.from(parts.map((part) => part?.etag).join('')))}-${parts.length}"`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`;
  return { status: 200, xml };
}

/**
 * ListMultipartUploads (GET ?uploads on the bucket): every open upload under the prefix, on one page
 * (that says, with `saysMore`, that more follow, without a marker to continue from).
 */
export function listMultipartUploads(
  bucket: string,
  search: URLSearchParams,
  uploads: Map<string, TMultipartUpload>,
  options: { pageSize: number; saysMoreWithoutMarker: boolean; pagesWithoutToken: boolean },
) {
  const prefix = search.get('prefix') ?? '';
  // As S3: by key, then upload id; the markers name the last upload listed (a key alone: past that key).
  const keyMarker = search.get('key-marker') ?? '';
  const uploadIdMarker = search.get('upload-id-marker');
  const matching = [...uploads.entries()]
    .filter(([, upload]) => upload.bucket === bucket && upload.key.startsWith(prefix))
    .filter(
      ([uploadId, { key }]) =>
        key > keyMarker || (uploadIdMarker !== null && key === keyMarker && uploadId > uploadIdMarker),
    )
    .sort(([idA, a], [idB, b]) => (a.key === b.key ? (idA < idB ? -1 : 1) : a.key < b.key ? -1 : 1));
  const listed = matching.slice(0, Math.min(Number(search.get('max-uploads') ?? 1000), options.pageSize));
  const more = matching.length > listed.length;
  const [lastId, last] = listed.at(-1) ?? [];
  const markers =
    more && !options.pagesWithoutToken && last && lastId
      ? `<NextKeyMarker>${escapeXml(last.key)}</NextKeyMarker><NextUploadIdMarker>${lastId}</NextUploadIdMarker>`
      : '';
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${escapeXml(bucket)}</Bucket>` +
    `<Prefix>${escapeXml(prefix)}</Prefix><IsTruncated>${more || options.saysMoreWithoutMarker}</IsTruncated>` +
    (options.saysMoreWithoutMarker ? '' : markers) +
    listed
      .map(
        ([uploadId, upload]) =>
          `<Upload><Key>${escapeXml(upload.key)}</Key><UploadId>${uploadId}</UploadId>` +
          `<Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`,
      )
      .join('') +
    '</ListMultipartUploadsResult>';
  return { status: 200, xml };
}
