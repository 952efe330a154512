import type { EntityManager } from '@mikro-orm/postgresql';
import type { TTeamRole } from '../../db/entities/team-member.ts';
import { queryRows } from '../../db/sql.ts';
import type { TActor } from '../auth/actor.ts';

export type TTeamListRow = {
  id: string;
  name: string;
  created_at: string;
  user_role: TTeamRole | null;
  count_projects: number;
};

const COLUMNS = `t.id, t.name,
  to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  (select count(*)::int from projects p where p.team_id = t.id and p.deleted_at is null) as count_projects`;

/** Exported so bench/ runs the very same SQL by hand. */
export const TEAM_OF_API_KEY_SQL = `select ${COLUMNS}, null as user_role from teams t where t.id = $1`;

/**
 * The caller's teams by name (an API key: its own team, without a role), in one statement: this
 * is the first call of most clients.
 */
export async function listTeamsOf({ em, actor }: { em: EntityManager; actor: TActor }): Promise<TTeamListRow[]> {
  if (actor.kind === 'api_key') {
    return queryRows<TTeamListRow>(em, TEAM_OF_API_KEY_SQL, [actor.teamId]);
  }
  return queryRows<TTeamListRow>(
    em,
    `select ${COLUMNS}, m.role as user_role from team_members m join teams t on t.id = m.team_id
     where m.user_id = $1 order by t.name, t.id`,
    [actor.userId],
  );
}
