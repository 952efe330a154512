import { z } from 'zod';
import { AiRequest } from '../../db/entities/ai-request.ts';
import { Execution } from '../../db/entities/execution.ts';
import { type TUser, User } from '../../db/entities/user.ts';
import { priceOf } from '../../extraction/pricing.ts';
import { AppError } from '../../lib/app-error.ts';
import { costChart, resolveRange, type TCostGrouping } from '../../services/admin/costs.ts';
import { startImpersonation, stopImpersonation } from '../../services/admin/impersonation.ts';
import { findUsers, getUserDetail } from '../../services/admin/users.ts';
import { describeDevice } from '../../services/auth/session-device.ts';
import { getSessionUser } from '../../services/user/get-session-user.ts';
import { adminProcedure, refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { headerOf, setCookie } from '../../trpc/request-info.ts';
import { paged, ZPaged } from '../paging.ts';
import { toIso, toIsoOrNull } from '../schemas.ts';
import { toAuthenticatedUser, ZGetUserOutput } from '../user/get-user.types.ts';
import {
  costsAllMeta,
  costsTeamMeta,
  costsTeamProjectMeta,
  executionStatsMeta,
  getUserMeta,
  impersonateMeta,
  listUsersMeta,
  stopImpersonationMeta,
  ZAdminUser,
  ZAdminUserDetail,
  ZCostChartInput,
  ZCostRow,
  ZExecutionStats,
  ZListUsersInput,
  ZUserRef,
} from './admin.types.ts';
import { adminCookie, blankAdminCookie, readAdminCookie } from './admin-cookie.ts';

const toAdminUser = (user: TUser) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  language: user.language,
  email_verified: Boolean(user.emailVerifiedAt),
  has_two_factor: Boolean(user.twoFactorEnabledAt),
  created_at: toIso(user.createdAt),
});

export const listUsers = adminProcedure
  .meta(listUsersMeta)
  .input(ZListUsersInput)
  .output(ZPaged(ZAdminUser))
  .query(async ({ ctx, input }) => {
    const [rows, count] = await findUsers(ctx.em, { page: input.page, perPage: input.per_page, search: input.search });
    return paged(rows.map(toAdminUser), count, input.page, input.per_page);
  });

export const getUser = adminProcedure
  .meta(getUserMeta)
  .input(ZUserRef)
  .output(ZAdminUserDetail)
  .query(async ({ ctx, input }) => {
    const { user, memberships, sessionsCount } = await getUserDetail(ctx.em, input.userId);
    return {
      ...toAdminUser(user),
      teams: memberships.map((membership) => ({
        id: membership.team.id,
        name: membership.team.name,
        role: membership.role,
      })),
      sessions_count: sessionsCount,
    };
  });

export const impersonate = adminProcedure
  .use(refuseWhileImpersonating)
  .meta(impersonateMeta)
  .input(ZUserRef)
  .output(ZGetUserOutput)
  .mutation(async ({ ctx, input }) => {
    if (ctx.actor.kind !== 'user') {
      throw new AppError('FORBIDDEN', 'Only people impersonate');
    }
    const { sessionToken } = await startImpersonation({
      app: ctx.app,
      em: ctx.em,
      admin: ctx.actor,
      targetUserId: input.userId,
      device: describeDevice(ctx.req?.get('user-agent'), headerOf(ctx, ctx.app.config.COUNTRY_HEADER)),
    });
    // The admin's own session waits in its own cookie until the impersonation stops.
    setCookie(ctx, adminCookie(ctx.app, ctx.actor.sessionId));
    setCookie(ctx, ctx.app.auth.createSessionCookie(sessionToken).serialize());
    const found = await getSessionUser(ctx.em, input.userId);
    const admin = await ctx.em.findOne(User, { id: ctx.actor.userId });
    return found ? toAuthenticatedUser(found.user, found.invites, admin) : { type: 'unauthenticated' as const };
  });

export const stopImpersonatingUser = userProcedure
  .meta(stopImpersonationMeta)
  .input(z.void())
  .output(ZGetUserOutput)
  .mutation(async ({ ctx }) => {
    const adminToken = await stopImpersonation({
      app: ctx.app,
      em: ctx.em,
      actor: ctx.actor,
      adminSessionToken: readAdminCookie(ctx.req?.headers.cookie),
    });
    setCookie(ctx, blankAdminCookie(ctx.app));
    if (!adminToken) {
      setCookie(ctx, ctx.app.auth.createBlankSessionCookie().serialize());
      return { type: 'unauthenticated' as const };
    }
    setCookie(ctx, ctx.app.auth.createSessionCookie(adminToken).serialize());
    const found = await getSessionUser(ctx.em, ctx.actor.impersonatorUserId ?? '');
    return found ? toAuthenticatedUser(found.user, found.invites) : { type: 'unauthenticated' as const };
  });

export const executionStats = adminProcedure
  .meta(executionStatsMeta)
  .input(z.object({ id: z.uuid() }))
  .output(ZExecutionStats)
  .query(async ({ ctx, input }) => {
    const execution = await ctx.em.findOne(Execution, { id: input.id });
    if (!execution) {
      throw new AppError('NOT_FOUND', 'Execution not found');
    }
    const requests = await ctx.em.find(AiRequest, { execution: execution.id }, { orderBy: { createdAt: 'asc' } });
    return {
      started_at: toIsoOrNull(execution.startedAt),
      completed_at: toIsoOrNull(execution.completedAt),
      internal_error: execution.internalError ?? null,
      metadata: execution.metadata ?? null,
      ai_requests: requests.map((request) => ({
        id: request.id,
        project_execution_id: request.execution?.id ?? null,
        provider: request.provider,
        model: request.model,
        input_hash: request.inputHash,
        usage_prompt_tokens: request.usagePromptTokens,
        usage_completion_tokens: request.usageCompletionTokens,
        usage_total_tokens: request.usageTotalTokens,
        usage_total_cost: Number(request.usageTotalCost),
        usage_cached: request.usageCached,
        price_known: request.provider === 'local' || priceOf(request.model, ctx.app.config.PRICING_OVERRIDES) !== null,
        created_at: toIso(request.createdAt),
        updated_at: toIso(request.updatedAt),
      })),
    };
  });

const costProcedure = (grouping: TCostGrouping, meta: typeof costsAllMeta) =>
  adminProcedure
    .meta(meta)
    .input(ZCostChartInput)
    .output(z.array(ZCostRow))
    .query(({ ctx, input }) =>
      costChart(ctx.em, grouping, { ...resolveRange(input), teamId: input.team_id, projectId: input.project_id }),
    );

export const costsAll = costProcedure('all', costsAllMeta);
export const costsByTeam = costProcedure('team', costsTeamMeta);
export const costsByTeamProject = costProcedure('team-project', costsTeamProjectMeta);
