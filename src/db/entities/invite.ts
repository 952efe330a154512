import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { baseProperties } from './base.ts';
import { Team } from './team.ts';
import { TEAM_ROLES } from './team-member.ts';
import { User } from './user.ts';

/** An open invitation of an e-mail address into a team; one per (team, e-mail). */
export const Invite = defineEntity({
  name: 'Invite',
  tableName: 'invites',
  uniques: [{ properties: ['team', 'email'] }],
  properties: {
    ...baseProperties,
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    email: p.string().length(320).index(),
    role: p.enum(TEAM_ROLES),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    lastSentAt: p.datetime(),
  },
});

export type TInvite = InferEntity<typeof Invite>;
