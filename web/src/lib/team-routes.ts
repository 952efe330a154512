/** The stored team when it is still one of the user's teams, else the first of them. */
export function resolveCurrentTeam<T extends { id: string }>(
  teams: readonly T[],
  storedId: string | null,
): T | undefined {
  return teams.find((team) => team.id === storedId) ?? teams[0];
}

const TEAM_SECTION = /^\/teams\/[^/]+\/([^/]+)/;
const PROJECT_SCREEN = /^\/projects\/[^/]+/;

/**
 * Where to go after switching team: a team screen shows the same section of the new team; a
 * project belongs to the old team, so its screens give way to the new team's project list.
 * Elsewhere the user stays.
 */
export function pathAfterTeamSwitch(location: string, teamId: string): string | undefined {
  const section = TEAM_SECTION.exec(location)?.[1];
  if (section) {
    return `/teams/${teamId}/${section}`;
  }
  if (PROJECT_SCREEN.test(location) && location.replace(/\/$/, '') !== '/projects/new') {
    return '/projects/';
  }
  return undefined;
}
