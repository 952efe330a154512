import { z } from 'zod';
import type { TTeam } from '../../db/entities/team.ts';
import type { TTeamRole } from '../../db/entities/team-member.ts';
import { listTeamsOf } from '../../services/teams/list-teams.ts';
import { createTeam as create, getTeamDetail, deleteTeam as remove, renameTeam } from '../../services/teams/teams.ts';
import {
  authedProcedure,
  refuseWhileImpersonating,
  teamProcedure,
  teamUserProcedure,
  userProcedure,
} from '../../trpc/init.ts';
import { SUCCESS, toIso, ZSuccess } from '../schemas.ts';
import {
  createTeamMeta,
  deleteTeamMeta,
  getTeamMeta,
  listTeamsMeta,
  updateTeamMeta,
  ZCreateTeamInput,
  ZTeam,
  ZTeamDetail,
  ZTeamRef,
  ZUpdateTeamInput,
} from './teams.types.ts';

const toTeam = (team: TTeam, role: TTeamRole | null, projectCount: number) => ({
  id: team.id,
  name: team.name,
  created_at: toIso(team.createdAt),
  user_role: role,
  count_projects: projectCount,
});

export const listTeams = authedProcedure
  .meta(listTeamsMeta)
  .input(z.void())
  .output(z.array(ZTeam))
  .query(({ ctx }) => listTeamsOf(ctx.em, ctx.actor));

export const createTeam = userProcedure
  .meta(createTeamMeta)
  .input(ZCreateTeamInput)
  .output(ZTeam)
  .mutation(async ({ ctx, input }) => toTeam(await create(ctx.em, ctx.actor, input.name), 'owner', 0));

export const getTeam = teamProcedure('member')
  .meta(getTeamMeta)
  .input(ZTeamRef)
  .output(ZTeamDetail)
  .query(async ({ ctx, input }) => {
    const detail = await getTeamDetail(ctx.em, input.teamId);
    // A key limited to some projects is a machine credential for those projects: no people, no e-mails.
    const projectScopedKey = ctx.actor.kind === 'api_key' && !ctx.actor.allowAllProjects;
    return {
      ...toTeam(detail.team, ctx.actor.kind === 'user' ? ctx.team.role : null, detail.projectCount),
      members: (projectScopedKey ? [] : detail.members).map((member) => ({
        user_id: member.user.id,
        user_email: member.user.email,
        user_name: member.user.name,
        role: member.role,
      })),
    };
  });

export const updateTeam = teamUserProcedure('admin')
  .meta(updateTeamMeta)
  .input(ZUpdateTeamInput)
  .output(ZTeam)
  .mutation(async ({ ctx, input }) => {
    const team = await renameTeam(ctx.em, ctx.actor, input.teamId, input.name);
    const detail = await getTeamDetail(ctx.em, team.id);
    return toTeam(team, ctx.team.role, detail.projectCount);
  });

export const deleteTeam = teamUserProcedure('owner')
  .use(refuseWhileImpersonating)
  .meta(deleteTeamMeta)
  .input(ZTeamRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await remove(ctx.em, input.teamId, (projectId) => ctx.app.jobs.enqueue('project.delete', { projectId }));
    return SUCCESS;
  });
