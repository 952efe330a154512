import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../../db/entities/project.ts';
import { Team } from '../../db/entities/team.ts';
import { TeamMember } from '../../db/entities/team-member.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TActor, TUserActor } from '../auth/actor.ts';
import { recordTeamEvent } from './team-events.ts';

/** A new team with its creator as owner. */
export async function createTeam(options: { em: EntityManager; actor: TUserActor; name: string }) {
  const { em, actor, name } = options;
  return em.transactional(async (tx) => {
    const team = tx.create(Team, { name: name.trim() });
    tx.create(TeamMember, { team, user: actor.userId, role: 'owner' });
    await tx.flush();
    await recordTeamEvent(tx, {
      teamId: team.id,
      actor,
      type: 'success',
      code: 'event.team_created',
      params: { name: team.name },
    });
    return team;
  });
}

async function countProjects(em: EntityManager, teamIds: string[]): Promise<Map<string, number>> {
  if (teamIds.length === 0) {
    return new Map();
  }
  const rows = await em.getConnection().execute<{ team_id: string; count: string }[]>(
    'select team_id, count(*) as count from projects where team_id = any(?::uuid[]) and deleted_at is null group by team_id',
    // A PostgreSQL array literal: the driver would otherwise expand a JS array into a list.
    [`{${teamIds.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.team_id, Number(row.count)]));
}

export async function getTeamDetail({ em, teamId }: { em: EntityManager; teamId: string }) {
  const team = await em.findOneOrFail(Team, { id: teamId });
  const members = await em.find(TeamMember, { team: teamId }, { populate: ['user'], orderBy: { createdAt: 'asc' } });
  const counts = await countProjects(em, [teamId]);
  return { team, members, projectCount: counts.get(teamId) ?? 0 };
}

export async function renameTeam(options: { em: EntityManager; actor: TActor; teamId: string; name: string }) {
  const { em, actor, teamId, name } = options;
  const team = await em.findOneOrFail(Team, { id: teamId });
  const before = team.name;
  team.name = name.trim();
  await em.flush();
  await recordTeamEvent(em, {
    teamId,
    actor,
    type: 'info',
    code: 'event.team_renamed',
    params: { before, after: team.name },
  });
  return team;
}

/**
 * Deletes the team and, by cascade, its members, invites, keys, events and projects; the jobs that
 * remove the projects' stored files commit with the deletion, so neither happens without the other.
 */
export async function deleteTeam(options: {
  em: EntityManager;
  jobs: Pick<TJobQueue, 'transaction'>;
  teamId: string;
}): Promise<void> {
  const { teamId } = options;
  await options.jobs.transaction(options.em, async (tx, addJob) => {
    const projects = await tx.find(Project, { team: teamId }, { fields: ['id'] });
    const deleted = await tx.nativeDelete(Team, { id: teamId });
    if (deleted === 0) {
      throw new AppError('NOT_FOUND', 'Team not found');
    }
    for (const project of projects) {
      addJob('project.delete', { projectId: project.id });
    }
  });
}
