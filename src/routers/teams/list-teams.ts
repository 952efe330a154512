import { z } from 'zod';
import { listTeamsOf } from '../../services/teams/list-teams.ts';
import { authedProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZTeam } from './teams.types.ts';

export const listTeamsProcedure = authedProcedure
  .meta(
    restMeta({
      method: 'GET',
      path: '/teams',
      tag: 'Teams',
      summary: 'Teams of the caller (an API key sees its own team)',
    }),
  )
  .input(z.void())
  .output(z.array(ZTeam))
  .query(({ ctx }) => listTeamsOf({ em: ctx.em, actor: ctx.actor }));
