import type { EntityManager } from '@mikro-orm/postgresql';
import { Project, type TProject } from '../db/entities/project.ts';
import type { TTeamRole } from '../db/entities/team-member.ts';
import { queryRows } from '../db/sql.ts';
import { AppError } from '../lib/app-error.ts';
import type { TActor } from './auth/actor.ts';

const RANK: Record<TTeamRole, number> = { member: 1, admin: 2, owner: 3 };

export function hasRole(role: TTeamRole, minRole: TTeamRole): boolean {
  return RANK[role] >= RANK[minRole];
}

/** API keys act with member rights inside their own team (read, upload, rerun, download). */
export const API_KEY_ROLE: TTeamRole = 'member';

export type TTeamAccess = { teamId: string; role: TTeamRole };

/**
 * The caller's role in a team, read from the database on every call. A team the caller does
 * not belong to is NOT_FOUND (never FORBIDDEN), so ids of other teams reveal nothing.
 */
export async function requireTeamRole(
  em: EntityManager,
  actor: TActor,
  teamId: string,
  minRole: TTeamRole,
): Promise<TTeamAccess> {
  let role: TTeamRole;
  if (actor.kind === 'api_key') {
    if (actor.teamId !== teamId) {
      throw new AppError('NOT_FOUND', 'Team not found');
    }
    role = API_KEY_ROLE;
  } else {
    const [membership] = await queryRows<{ role: TTeamRole }>(
      em,
      'select role from team_members where team_id = $1 and user_id = $2',
      [teamId, actor.userId],
    );
    if (!membership) {
      throw new AppError('NOT_FOUND', 'Team not found');
    }
    role = membership.role;
  }
  if (!hasRole(role, minRole)) {
    throw new AppError('FORBIDDEN', `This needs the ${minRole} role in the team`);
  }
  return { teamId, role };
}

/**
 * The projects an API key is limited to, or null when the caller reaches every project of its team
 * (people, and keys with `allow_all_projects`). The one reading of a key's project scope.
 */
export function projectScopeOf(actor: TActor): string[] | null {
  return actor.kind === 'api_key' && !actor.allowAllProjects ? actor.projectIds : null;
}

export type TProjectAccess = TTeamAccess & { project: TProject };

/** The project (not being deleted) and the caller's role in its team; out of reach is NOT_FOUND. */
export async function requireProjectRole(
  em: EntityManager,
  actor: TActor,
  projectId: string,
  minRole: TTeamRole,
): Promise<TProjectAccess> {
  const project = await em.findOne(Project, { id: projectId, deletedAt: null });
  if (!project) {
    throw new AppError('NOT_FOUND', 'Project not found');
  }
  const scope = projectScopeOf(actor);
  if (scope && !scope.includes(project.id)) {
    throw new AppError('NOT_FOUND', 'Project not found');
  }
  let access: TTeamAccess;
  try {
    access = await requireTeamRole(em, actor, project.team.id, minRole);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', 'Project not found');
    }
    throw error;
  }
  return { ...access, project };
}
