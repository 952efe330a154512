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
  // Every project call passes here: one plain statement for the project and the caller's membership,
  // mapped to the entity without the ORM's query building (the role is still read on every call).
  const [row] = await queryRows<Record<string, unknown> & { member_role: TTeamRole | null }>(
    em,
    `select p.*, (select m.role from team_members m where m.team_id = p.team_id and m.user_id = $2) as member_role
     from projects p where p.id = $1 and p.deleted_at is null`,
    [projectId, actor.kind === 'user' ? actor.userId : null],
  );
  if (!row) {
    throw new AppError('NOT_FOUND', 'Project not found');
  }
  const { member_role: memberRole, ...columns } = row;
  const teamId = String(columns.team_id);
  const scope = projectScopeOf(actor);
  if (actor.kind === 'api_key') {
    if (actor.teamId !== teamId || (scope && !scope.includes(String(columns.id)))) {
      throw new AppError('NOT_FOUND', 'Project not found');
    }
  } else if (!memberRole) {
    throw new AppError('NOT_FOUND', 'Project not found');
  }
  const role = actor.kind === 'api_key' ? API_KEY_ROLE : (memberRole as TTeamRole);
  if (!hasRole(role, minRole)) {
    throw new AppError('FORBIDDEN', `This needs the ${minRole} role in the team`);
  }
  return { teamId, role, project: em.map(Project, columns) };
}
