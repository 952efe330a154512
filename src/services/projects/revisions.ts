import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../../db/entities/project.ts';
import { ProjectRevision, type TProjectRevision, type TTitleConfig } from '../../db/entities/project-revision.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import type { TEventCode } from '../../i18n/event-messages.ts';
import type { TMessageParams } from '../../i18n/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

export type TRevisionFields = {
  inputDescription: string;
  inputLanguage: string;
  outputLanguage: string;
  outputSchema: TOutputSchema;
  titleConfig: TTitleConfig;
};

type TRevisionRef = { em: EntityManager; projectId: string; revisionId: string };

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

export async function findRevisions(options: { em: EntityManager; projectId: string; page: number; perPage: number }) {
  const [rows, count] = await options.em.findAndCount(
    ProjectRevision,
    { project: options.projectId },
    {
      populate: ['createdBy'],
      orderBy: { revision: 'desc' },
      limit: options.perPage,
      offset: options.page * options.perPage,
    },
  );
  return { rows, count };
}

export async function getRevision({ em, projectId, revisionId }: TRevisionRef) {
  const revision = await em.findOne(
    ProjectRevision,
    { id: revisionId, project: projectId },
    { populate: ['createdBy'] },
  );
  if (!revision) {
    throw new AppError('NOT_FOUND', 'Revision not found');
  }
  return revision;
}

export async function getLatestRevision({ em, projectId }: { em: EntityManager; projectId: string }) {
  const revision = await em.findOne(
    ProjectRevision,
    { project: projectId },
    { populate: ['createdBy'], orderBy: { revision: 'desc' } },
  );
  if (!revision) {
    throw new AppError('NOT_FOUND', 'This project has no revision yet');
  }
  return revision;
}

const fieldsOf = (revision: TProjectRevision): TRevisionFields => ({
  inputDescription: revision.inputDescription,
  inputLanguage: revision.inputLanguage,
  outputLanguage: revision.outputLanguage,
  outputSchema: revision.outputSchema,
  titleConfig: revision.titleConfig,
});

/** A new revision of the same project with an old revision's content. */
export async function restoreRevision(options: TRevisionRef & { actor: TActor }) {
  const old = await getRevision(options);
  return createRevision({
    em: options.em,
    actor: options.actor,
    projectId: options.projectId,
    fields: fieldsOf(old),
    copiedFromRevisionId: old.id,
    event: { code: 'event.revision_restored', params: { number: old.revision } },
  });
}

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
    fields: fieldsOf(source),
    copiedFromRevisionId: source.id,
    event: { code: 'event.revision_copied', params: {} },
  });
}
