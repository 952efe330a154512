import type { TActor } from '../auth/actor.ts';
import { createRevision, revisionFieldsOf } from './create-revision.ts';
import { getRevision, type TRevisionRef } from './get-revision.ts';

/** A new revision of the same project with an old revision's content. */
export async function restoreRevision(options: TRevisionRef & { actor: TActor }) {
  const old = await getRevision(options);
  return createRevision({
    em: options.em,
    actor: options.actor,
    projectId: options.projectId,
    fields: revisionFieldsOf(old),
    copiedFromRevisionId: old.id,
    event: { code: 'event.revision_restored', params: { number: old.revision } },
  });
}
