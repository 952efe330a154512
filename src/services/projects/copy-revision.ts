import type { EntityManager } from '@mikro-orm/postgresql';
import type { TProjectRevision } from '../../db/entities/project-revision.ts';
import type { TActor } from '../auth/actor.ts';
import { createRevision, revisionFieldsOf } from './create-revision.ts';

/** Copies a revision into another project (which the caller must be allowed to edit) as its next revision. */
export async function copyRevision(options: {
  em: EntityManager;
  actor: TActor;
  source: TProjectRevision;
  targetProjectId: string;
}) {
  const { source } = options;
  return createRevision({
    em: options.em,
    actor: options.actor,
    projectId: options.targetProjectId,
    fields: revisionFieldsOf(source),
    copiedFromRevisionId: source.id,
    event: { code: 'event.revision_copied', params: {} },
  });
}
