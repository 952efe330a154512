/** Team roles, strongest first (owner > admin > member): the database column, the API and the UI share this list. */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TTeamRole = (typeof TEAM_ROLES)[number];
