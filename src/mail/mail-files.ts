import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { dataPath, type TConfig } from '../config.ts';

/** How long a mail written to disk (no SMTP_URL) is kept for a developer to read. */
export const MAIL_FILE_KEPT_MS = 7 * 24 * 60 * 60_000;

/** The folder mails go to when no SMTP_URL is set. */
export const mailDirectory = (config: TConfig) => dataPath(config, 'mail');

/**
 * Deletes the `.eml` files written before `writtenBefore`: they hold reset and invitation links and
 * would pile up on a machine that runs without a mail server. Other files in the folder are left alone.
 */
export async function deleteOldMailFiles(config: TConfig, writtenBefore: Date): Promise<number> {
  const directory = mailDirectory(config);
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      return [];
    }
    throw error;
  });
  let deleted = 0;
  for (const name of names.filter((candidate) => candidate.endsWith('.eml'))) {
    const file = path.join(directory, name);
    const written = await stat(file).catch(() => undefined);
    // Gone meanwhile (stat or unlink fails): not counted, and the next run tries again.
    if (
      written?.isFile() &&
      written.mtime < writtenBefore &&
      (await unlink(file).then(
        () => true,
        () => false,
      ))
    ) {
      deleted++;
    }
  }
  return deleted;
}
