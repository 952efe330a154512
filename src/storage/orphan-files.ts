import type { EntityManager } from '@mikro-orm/postgresql';
import type { TStorage } from './storage.ts';

// The keys uploads write (`projects/<project id>/<uuid>`); anything else under the folder is left alone.
const DOCUMENT_KEY = /^projects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[^/]+$/;

// Of one listed page, the keys of projects of this installation that no document row names
// (documents_storage_key_index). A project this database does not know may be another
// installation's sharing the bucket: its files are never touched.
const ORPHANS_SQL = `
  select c.key from jsonb_array_elements_text(?::jsonb) as c(key)
  where exists (select 1 from projects p where p.id = split_part(c.key, '/', 2)::uuid)
    and not exists (select 1 from documents d where d.storage_key = c.key)`;

/**
 * Deletes stored document files that no document row names, written before `writtenBefore`: the
 * file of an upload whose process was killed after storing it and before its rows committed.
 * Files are stored before their rows are written, so only files older than any upload request
 * may go. Returns how many were deleted.
 */
export async function deleteOrphanFiles(options: {
  em: EntityManager;
  storage: TStorage;
  writtenBefore: Date;
}): Promise<number> {
  const { em, storage } = options;
  let deleted = 0;
  for await (const page of storage.listWrittenBefore('projects', options.writtenBefore)) {
    const candidates = page.filter((key) => DOCUMENT_KEY.test(key));
    if (candidates.length === 0) {
      continue;
    }
    const orphans = await em.execute<{ key: string }[]>(ORPHANS_SQL, [JSON.stringify(candidates)]);
    for (const { key } of orphans) {
      await storage.delete(key);
      deleted++;
    }
  }
  return deleted;
}
