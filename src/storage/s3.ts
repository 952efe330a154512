import { PassThrough, pipeline, type Readable } from 'node:stream';
import { lazyS3Client, type TS3ClientOptions } from './s3-client.ts';
import {
  listingPages,
  nextObjectListing,
  nextUploadListing,
  type TObjectListingFrom,
  type TUploadListingFrom,
} from './s3-listing.ts';
import { storeClockOffsetMs, storeClockProbeKey } from './s3-store-clock.ts';
import { createHashingTap, type TStorage } from './storage.ts';

export type TS3StorageOptions = TS3ClientOptions & {
  bucket: string;
  /** Keys live under this folder of the bucket, so one bucket can hold several installations. */
  prefix?: string;
  /** Bytes per multipart part (S3's minimum, 5 MiB, by default). */
  partSizeBytes?: number;
  /** Parts uploaded at once; with the part size it bounds what one upload holds in memory. */
  partsInFlight?: number;
};

// Up to (2 in flight + 1 filling) × 5 MiB per upload in memory, and nothing on disk. Smaller files
// (under one part) go up in a single PutObject.
const PART_SIZE_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
// Deletes in flight at once per listed page: fast enough, and gentle with small self-hosted stores.
// (One DeleteObject per key rather than DeleteObjects: that one needs a body checksum that some
// S3-compatible stores do not accept.)
const DELETE_CONCURRENCY = 8;

/** A request S3 refused; `code` is S3's (NoSuchKey, SignatureDoesNotMatch, …), `status` the HTTP status. */
export class S3StorageError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(message: string, options: { status: number; code: string; cause: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'S3StorageError';
    this.status = options.status;
    this.code = options.code;
  }
}

/** An SDK error as the storage reports it; errors without an S3 answer (network, source stream) pass as they are. */
function storageError(error: unknown, action: string, key: string): unknown {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  if (!(error instanceof Error) || status === undefined) {
    return error;
  }
  const code = error.name;
  // HEAD answers carry no body, so there a bare 404 (`NotFound`) is all S3 says about a missing object.
  const message =
    code === 'NoSuchKey' || code === 'NotFound'
      ? `The stored document file is missing: ${key} (S3 ${code})`
      : `S3 ${action} of ${key} failed: ${code} (${error.message})`;
  return new S3StorageError(message, { status, code, cause: error });
}

const isMissing = (error: unknown) => error instanceof S3StorageError && error.status === 404;

/** Document bytes in an S3-compatible bucket through the AWS SDK (loaded on first use). */
export function createS3Storage(options: TS3StorageOptions): TStorage {
  const sdk = lazyS3Client(options);
  const Bucket = options.bucket;
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');

  const objectKey = (key: string) => {
    // Stores and proxies that normalise paths would resolve `.`/`..`, so such a key could reach another object.
    if (key.split('/').some((segment) => ['', '.', '..'].includes(segment))) {
      throw new Error(`Storage key is not a plain relative path: ${key}`);
    }
    return prefix ? `${prefix}/${key}` : key;
  };

  /** Sends one command, with S3's refusals turned into S3StorageError. */
  const send = async <T>(
    action: string,
    key: string,
    command: (sdkModule: Awaited<ReturnType<typeof sdk>>) => Promise<T>,
  ): Promise<T> => {
    try {
      return await command(await sdk());
    } catch (error) {
      throw storageError(error, action, key);
    }
  };

  const deleteObject = (Key: string) =>
    send('delete', Key, ({ client, commands }) => client.send(new commands.DeleteObjectCommand({ Bucket, Key }))).then(
      () => undefined,
      (error: unknown) => {
        // Gone already is what we wanted (some S3-compatible stores answer 404 instead of 204).
        if (!isMissing(error)) {
          throw error;
        }
      },
    );

  /** How far the clock that stamps the store's times is ahead of ours (see s3-store-clock.ts). */
  const storeClockOffset = async () => {
    const Key = objectKey(storeClockProbeKey());
    await send('clock probe write', Key, ({ client, commands }) =>
      client.send(new commands.PutObjectCommand({ Bucket, Key, Body: 'docstruct store clock probe' })),
    );
    let offsetMs: number;
    try {
      const head = await send('clock probe read', Key, ({ client, commands }) =>
        client.send(new commands.HeadObjectCommand({ Bucket, Key })),
      );
      offsetMs = storeClockOffsetMs(head.LastModified, Date.now());
    } catch (error) {
      // Each probe has a key of its own: a failed one is not left for the next to overwrite.
      await deleteObject(Key).catch(() => undefined);
      throw error;
    }
    await deleteObject(Key);
    return offsetMs;
  };

  /**
   * The pages of the objects under `Prefix`, going on after a page's last key when the store gives
   * no continuation token; a listing that cannot be continued throws (s3-listing.ts), so a sweep
   * or a folder delete fails and runs again instead of reporting done while files are left.
   */
  const objectPages = (Prefix: string) =>
    listingPages(
      (from: TObjectListingFrom) =>
        send('list', Prefix, ({ client, commands }) =>
          client.send(new commands.ListObjectsV2Command({ Bucket, Prefix, ...from })),
        ),
      (page, from) => nextObjectListing(page, from, Prefix),
      Prefix,
    );

  return {
    async put(key, body) {
      const tap = createHashingTap();
      // A source that fails (a cut upload) fails the upload through the tap, which then aborts the
      // multipart upload: no parts are left behind in the bucket.
      body.on('error', (error) => tap.stream.destroy(error));
      body.pipe(tap.stream);
      try {
        await send('upload', key, ({ client, Upload }) =>
          new Upload({
            client,
            params: { Bucket, Key: objectKey(key), Body: tap.stream },
            partSize: options.partSizeBytes ?? PART_SIZE_BYTES,
            queueSize: options.partsInFlight ?? PARTS_IN_FLIGHT,
          }).done(),
        );
      } catch (error) {
        // The rest of the source flows away unread: a multipart request body (busboy) would
        // otherwise stall on a file stream nobody reads any more.
        body.unpipe(tap.stream);
        tap.stream.destroy();
        body.resume();
        throw error;
      }
      return { key, ...tap.result() };
    },
    async read(key) {
      const bytes = await send('read', key, async ({ client, commands }) => {
        const { Body } = await client.send(new commands.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Body?.transformToByteArray();
      });
      if (!bytes) {
        throw new Error(`S3 read of ${key} returned no body`);
      }
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    stream(key) {
      const Key = objectKey(key);
      const out = new PassThrough();
      const abort = new AbortController();
      // A reader that gives up early (a closed download) also stops the transfer from S3.
      out.once('close', () => abort.abort());
      send('read', key, ({ client, commands }) =>
        client.send(new commands.GetObjectCommand({ Bucket, Key }), { abortSignal: abort.signal }),
      )
        .then(({ Body }) => {
          if (!Body) {
            throw new Error(`S3 read of ${key} returned no body`);
          }
          // Errors on either side destroy the other, so `out` emits 'error' if the transfer breaks.
          pipeline(Body as Readable, out, () => {});
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async size(key) {
      const head = await send('size lookup', key, ({ client, commands }) =>
        client.send(new commands.HeadObjectCommand({ Bucket, Key: objectKey(key) })),
      );
      return Number(head.ContentLength);
    },
    delete: (key) => deleteObject(objectKey(key)),
    async abortAbandonedUploads(startedBefore) {
      const Prefix = prefix ? `${prefix}/` : undefined;
      const cutOff = new Date(startedBefore.getTime() + (await storeClockOffset()));
      let aborted = 0;
      const pages = listingPages(
        (from: TUploadListingFrom) =>
          send('list of uploads', Prefix ?? '', ({ client, commands }) =>
            client.send(new commands.ListMultipartUploadsCommand({ Bucket, Prefix, ...from })),
          ),
        (page, from) => nextUploadListing(page, from, `multipart uploads under ${Prefix ?? 'the bucket'}`),
        `multipart uploads under ${Prefix ?? 'the bucket'}`,
      );
      for await (const page of pages) {
        for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
          if (Key && UploadId && Initiated && Initiated < cutOff) {
            const ended = await send('abort', Key, ({ client, commands }) =>
              client.send(new commands.AbortMultipartUploadCommand({ Bucket, Key, UploadId })),
            ).then(
              () => true,
              (error: unknown) => {
                // Gone already (completed, or aborted by a lifecycle rule): what we wanted.
                if (!isMissing(error)) {
                  throw error;
                }
                return false;
              },
            );
            aborted += ended ? 1 : 0;
          }
        }
      }
      return aborted;
    },
    async *listWrittenBefore(keyPrefix, writtenBefore) {
      const Prefix = `${objectKey(keyPrefix.replace(/\/+$/, ''))}/`;
      const ownPrefix = prefix ? `${prefix}/` : '';
      const cutOff = new Date(writtenBefore.getTime() + (await storeClockOffset()));
      for await (const page of objectPages(Prefix)) {
        // A store that gives no time gives nothing to go by: such an object is never listed.
        yield (page.Contents ?? []).flatMap(({ Key, LastModified }) =>
          Key?.startsWith(Prefix) && LastModified && LastModified < cutOff ? [Key.slice(ownPrefix.length)] : [],
        );
      }
    },
    async deletePrefix(keyPrefix) {
      // A folder, as on local disk: `projects/1` must not take `projects/10` with it.
      const Prefix = `${objectKey(keyPrefix.replace(/\/+$/, ''))}/`;
      for await (const page of objectPages(Prefix)) {
        const keys = (page.Contents ?? []).flatMap(({ Key }) => (Key?.startsWith(Prefix) ? [Key] : []));
        for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
          await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map(deleteObject));
        }
      }
    },
  };
}
