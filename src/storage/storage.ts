import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { listFilesWrittenBefore, partFileName, removeAbandonedPartFiles } from './local-files.ts';

export type TStoredFile = { key: string; sizeBytes: number; sha256: string; head: Buffer };

/** Where document bytes live. Keys are relative paths like `projects/<id>/<uuid>`. */
export type TStorage = {
  /** Streams a file in, hashing and counting as it goes; returns its first 64 KiB for sniffing. */
  put(key: string, body: Readable): Promise<TStoredFile>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  size(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Ends uploads begun before `startedBefore` and never finished (their process was killed): S3 keeps
   * the parts of a multipart upload, unseen but stored, until it is aborted; on local disk the file
   * stays under its temporary name (`.part`). Returns how many. Throws on a store listing that cannot
   * be continued (it goes on after a page's last upload when the store gives no marker).
   */
  abortAbandonedUploads(startedBefore: Date): Promise<number>;
  /**
   * Keys of the whole files under the folder `prefix` last written before `writtenBefore`, a page at
   * a time (the next page is listed once the caller is done with one); throws on a store listing
   * that cannot be continued.
   */
  listWrittenBefore(prefix: string, writtenBefore: Date): AsyncIterable<string[]>;
};

const HEAD_BYTES = 64 * 1024;

/** A pass-through that hashes and counts what flows by and keeps its first 64 KiB (for every backend's put). */
export function createHashingTap(): { stream: Transform; result(): Omit<TStoredFile, 'key'> } {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sizeBytes, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) }) };
}

/**
 * Local disk under DATA_DIR/files: written to a temporary name first, so a file is whole or absent
 * (a killed write leaves its `.part` file until the hourly maintenance removes it).
 */
export function createLocalStorage(root: string): TStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) {
      throw new Error(`Storage key escapes the storage root: ${key}`);
    }
    return full;
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = partFileName(target, randomUUID());
      const tap = createHashingTap();
      try {
        await pipeline(body, tap.stream, createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, ...tap.result() };
    },
    read: (key) => readFile(resolve(key)),
    stream: (key) => createReadStream(resolve(key)),
    size: async (key) => (await stat(resolve(key))).size,
    delete: (key) => rm(resolve(key), { force: true }),
    deletePrefix: (prefix) => rm(resolve(prefix), { recursive: true, force: true }),
    abortAbandonedUploads: (startedBefore) => removeAbandonedPartFiles(root, startedBefore),
    listWrittenBefore: (prefix, writtenBefore) => listFilesWrittenBefore(root, resolve(prefix), writtenBefore),
  };
}
