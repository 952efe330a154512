import { z } from 'zod';
import { listTeamInvites } from '../../services/teams/invites.ts';
import { teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toInvite, ZInvite } from './invites.types.ts';
import { ZTeamRef } from './teams.types.ts';

export const listInvitesProcedure = teamUserProcedure('admin')
  .meta(restMeta({ method: 'GET', path: '/teams/{teamId}/invites', tag: 'Teams', summary: 'Open invites of the team' }))
  .input(ZTeamRef)
  .output(z.array(ZInvite))
  .query(async ({ ctx, input }) => (await listTeamInvites({ em: ctx.em, teamId: input.teamId })).map(toInvite));
