import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../../db/entities/project.ts';
import { ProjectRevision, type TProjectRevision, type TTitleConfig } from '../../db/entities/project-revision.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import type { TEventCode } from '../../i18n/event-messages.ts';
import type { TMessageParams } from '../../i18n/types.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

export type TRevisionFields = {
  inputDescription: string;
  inputLanguage: string;
  outputLanguage: string;
  outputSchema: TOutputSchema;
  titleConfig: TTitleConfig;
};

/**
 * Saves the next revision of a project. The project row is locked while the number is taken,
 * so concurrent saves get 1, 2, 3 … without gaps or duplicates. Revisions are never updated.
 */
export async function createRevision(options: {
  em: EntityManager;
  actor: TActor | null;
  projectId: string;
  fields: TRevisionFields;
  copiedFromRevisionId?: string | null;
  /** The team event when it is not a plain save (restore, copy, proposal). */
  event?: { code: TEventCode; params: TMessageParams };
}): Promise<TProjectRevision> {
  const { em, actor, projectId, fields } = options;
  return em.transactional(async (tx) => {
    const project = await tx.findOneOrFail(
      Project,
      { id: projectId, deletedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const number = (project.latestRevision ?? 0) + 1;
    const revision = tx.create(ProjectRevision, {
      project,
      revision: number,
      ...fields,
      copiedFromRevisionId: options.copiedFromRevisionId ?? null,
      createdBy: actor?.kind === 'user' ? actor.userId : null,
    });
    project.latestRevision = number;
    await tx.flush();
    await recordTeamEvent(tx, {
      teamId: project.team.id,
      actor,
      type: 'info',
      ...(options.event ?? { code: 'event.revision_saved', params: { number, project: project.name } }),
      projectId,
    });
    return revision;
  });
}

/** The content of a revision, to save it again (restore, copy). */
export const revisionFieldsOf = (revision: TProjectRevision): TRevisionFields => ({
  inputDescription: revision.inputDescription,
  inputLanguage: revision.inputLanguage,
  outputLanguage: revision.outputLanguage,
  outputSchema: revision.outputSchema,
  titleConfig: revision.titleConfig,
});
