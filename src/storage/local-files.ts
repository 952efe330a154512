import { opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The temporary name `put` writes under before the rename: `<key>.<uuid>.part`. */
export const partFileName = (target: string, id: string) => `${target}.${id}.part`;
const PART_FILE = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/** Every file below `directory` (depth first, one directory handle open per level; none if it is missing). */
async function* filesBelow(directory: string): AsyncGenerator<string> {
  const entries = await opendir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      return null;
    }
    throw error;
  });
  for await (const entry of entries ?? []) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      yield* filesBelow(full);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}

/** When a file was last written; null once it is gone (renamed or removed since it was listed). */
const modifiedAt = (file: string) =>
  stat(file).then(
    (stats) => stats.mtime,
    () => null,
  );

/**
 * Removes the temporary files of writes a killed process left behind. A write in progress keeps
 * touching its file (every chunk moves the mtime), so only files untouched since `writtenBefore` go.
 */
export async function removeAbandonedPartFiles(root: string, writtenBefore: Date): Promise<number> {
  let removed = 0;
  for await (const file of filesBelow(root)) {
    const modified = PART_FILE.test(file) ? await modifiedAt(file) : null;
    if (modified && modified < writtenBefore) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

const PAGE_SIZE = 1000;

/** Whole files (no `.part`) below `directory` untouched since `writtenBefore`, as storage keys relative to `root`. */
export async function* listFilesWrittenBefore(
  root: string,
  directory: string,
  writtenBefore: Date,
): AsyncGenerator<string[]> {
  let page: string[] = [];
  for await (const file of filesBelow(directory)) {
    const modified = PART_FILE.test(file) ? null : await modifiedAt(file);
    if (modified && modified < writtenBefore) {
      page.push(path.relative(root, file).split(path.sep).join('/'));
    }
    if (page.length === PAGE_SIZE) {
      yield page;
      page = [];
    }
  }
  if (page.length > 0) {
    yield page;
  }
}
