/** Team roles (spec §3), strongest first: owner > admin > member. */
export type TTeamRole = 'owner' | 'admin' | 'member';

const RANK: Record<TTeamRole, number> = { member: 1, admin: 2, owner: 3 };

/**
 * Whether `role` includes what `needed` may do. The server enforces every rule; the UI only uses
 * this to hide what the role cannot do. `null` (no membership) has no rights.
 */
export function hasTeamRole(role: TTeamRole | null | undefined, needed: TTeamRole): boolean {
  return role !== null && role !== undefined && RANK[role] >= RANK[needed];
}

/** Who may change a member's role or remove them: owners anyone, admins everyone but owners. */
export function canManageMember(actorRole: TTeamRole | null | undefined, memberRole: TTeamRole): boolean {
  return hasTeamRole(actorRole, memberRole === 'owner' ? 'owner' : 'admin');
}
