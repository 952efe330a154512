import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { ZProjectRef, ZTeamRef } from '../contracts/refs.ts';
import type { TTeamRole } from '../db/entities/team-member.ts';
import { errorMessageIn } from '../i18n/error-messages.ts';
import { toIssues } from '../i18n/validation-issues.ts';
import { AppError } from '../lib/app-error.ts';
import { unavailableErrorOf } from '../lib/unavailable-error.ts';
import type { TActor, TUserActor } from '../services/auth/actor.ts';
import { requireProjectAccess, requireProjectRole, requireTeamRole } from '../services/authorization.ts';
import type { TContext } from './context.ts';
import { parsingSynchronously } from './sync-parse.ts';

export type TMeta = OpenApiMeta;

/** The app-level code of any error that reached tRPC (AppError, zod, or tRPC's own). */
export function appCodeOf(error: TRPCError): string {
  if (error.cause instanceof AppError) {
    return error.cause.code;
  }
  return error.code;
}

const t = initTRPC
  .context<TContext>()
  .meta<TMeta>()
  .create({
    // Stack traces never leave the server: the shape carries only what a client can act on.
    errorFormatter({ shape, error, ctx }) {
      // REST answers speak the language of Accept-Language; the UI translates codes itself.
      const locale = ctx?.transport === 'rest' ? ctx.locale : 'en';
      const issues =
        error.cause instanceof ZodError
          ? toIssues(error.cause.issues, locale)
          : error.cause instanceof AppError
            ? error.cause.issues
            : undefined;
      const english = error.cause instanceof ZodError ? 'Input validation failed' : shape.message;
      const reason = error.cause instanceof AppError ? error.cause.reason : undefined;
      const message = errorMessageIn(
        locale,
        error.cause instanceof ZodError ? 'VALIDATION' : reason ? `${appCodeOf(error)}.${reason}` : appCodeOf(error),
        error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : english,
      );
      return {
        message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          app_code: appCodeOf(error),
          reason,
          retry_after: error.cause instanceof AppError ? error.cause.retryAfterSeconds : undefined,
          // The REST adapter replaces the top-level message of validation errors; it reads this one.
          message,
          issues,
        },
      };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/** A service's AppError as the TRPCError carrying it, so the formatter keeps its code. */
function asTrpcError(cause: AppError): TRPCError {
  return new TRPCError({ code: cause.trpcCode, message: cause.message, cause });
}

/** An error result with a service's AppError (or a cut database connection) given its own status. */
function withAppErrors<TResult extends { ok: boolean }>(result: TResult): TResult {
  if (result.ok) {
    return result;
  }
  const error = (result as TResult & { error: TRPCError }).error;
  if (error.cause instanceof AppError) {
    return { ...result, error: asTrpcError(error.cause) };
  }
  // A cut database connection (failover) or an unreachable file storage is a 503 the client may
  // retry, not a 500.
  const unavailable = unavailableErrorOf(error.cause);
  if (unavailable) {
    return { ...result, error: asTrpcError(unavailable) };
  }
  return result;
}

const appErrors = t.middleware(async ({ next }) => withAppErrors(await next()));

/** Every procedure's input and output schemas parse synchronously (see sync-parse.ts). */
const procedure = parsingSynchronously(t.procedure);

export const publicProcedure = procedure.use(appErrors);

/**
 * `next(narrowed<{ … }>())` tells the next layers a narrower type of what the context already
 * holds (e.g. an actor checked to be present) without copying it: tRPC copies the whole context,
 * key by key, for every `next({ ctx })`, which showed in CPU profiles. Only for narrowing: values
 * the context does not hold yet go through `next({ ctx: { … } })`.
 */
const narrowed = <TNarrower>() => ({}) as { ctx: TNarrower };

/**
 * Signed-in callers (a person or an API key). One tRPC layer, not publicProcedure's plus its own
 * (tRPC copies its call options twice per layer): it maps AppErrors of the layers after it itself,
 * and throws its own refusal already mapped.
 */
export const authedProcedure = procedure.use(async ({ ctx, next, type, path }) => {
  if (!ctx.actor) {
    throw asTrpcError(new AppError('UNAUTHORIZED', 'Sign in to continue'));
  }
  const result = withAppErrors(await next(narrowed<{ actor: TActor }>()));
  if (type === 'mutation' && ctx.actor.kind === 'user' && ctx.actor.impersonatorUserId) {
    // The audit line of every write made while a site admin acts as someone else.
    ctx.log.warn(
      { impersonatorUserId: ctx.actor.impersonatorUserId, userId: ctx.actor.userId, path, ok: result.ok },
      'write during impersonation',
    );
  }
  return result;
});

/** Account secrets and credentials stay with their owner: refused while impersonating. */
export const refuseWhileImpersonating = t.middleware(({ ctx, next }) => {
  if (ctx.actor?.kind === 'user' && ctx.actor.impersonatorUserId) {
    throw new AppError('FORBIDDEN', 'Not while impersonating: this needs the account owner');
  }
  return next();
});

/** Only a signed-in person (not an API key). */
export const userProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.actor.kind !== 'user') {
    throw new AppError('FORBIDDEN', 'This call needs a signed-in user, not an API key');
  }
  return next(narrowed<{ actor: TUserActor }>());
});

/** Site administrators; everyone else is told the call does not exist. */
export const adminProcedure = userProcedure.use(({ ctx, next }) => {
  if (ctx.actor.siteRole !== 'admin') {
    throw new AppError('NOT_FOUND', 'Not found');
  }
  return next();
});

/**
 * Procedures on one team: the input carries `teamId`; the caller's role is read from the
 * database (never from input). Adds `ctx.team` ({ teamId, role }).
 */
export const teamProcedure = (minRole: TTeamRole) =>
  authedProcedure.use(async ({ ctx, getRawInput, next }) => {
    const parsed = ZTeamRef.safeParse(await getRawInput());
    if (!parsed.success) {
      throw new AppError('NOT_FOUND', 'Team not found');
    }
    const team = await requireTeamRole(ctx.em, ctx.actor, parsed.data.teamId, minRole);
    return next({ ctx: { team } });
  });

/** Procedures on one project: like teamProcedure, keyed by `projectId`. Adds `ctx.project`. */
export const projectProcedure = (minRole: TTeamRole) =>
  authedProcedure.use(async ({ ctx, getRawInput, next }) => {
    const parsed = ZProjectRef.safeParse(await getRawInput());
    if (!parsed.success) {
      throw new AppError('NOT_FOUND', 'Project not found');
    }
    const access = await requireProjectRole(ctx.em, ctx.actor, parsed.data.projectId, minRole);
    return next({ ctx: { project: access.project, team: { teamId: access.teamId, role: access.role } } });
  });

/**
 * projectProcedure for hot read paths that need nothing of the project but its id (the list): the
 * same checks on every call, from one prepared statement, without mapping the project's entity
 * (~3 % of a list call's CPU). Adds `ctx.team` only; the project is then not in the
 * EntityManager's identity map, so only for procedures whose services read by plain SQL. The
 * statement runs on the ORM's root EntityManager (TSqlSource): the request's fork is not made for it.
 */
export const projectAccessProcedure = (minRole: TTeamRole) =>
  authedProcedure.use(async ({ ctx, getRawInput, next }) => {
    const parsed = ZProjectRef.safeParse(await getRawInput());
    if (!parsed.success) {
      throw new AppError('NOT_FOUND', 'Project not found');
    }
    const team = await requireProjectAccess(ctx.app.orm.em, ctx.actor, parsed.data.projectId, minRole);
    return next({ ctx: { team } });
  });

/** Team procedures that only a signed-in person may call (team management is not for API keys). */
export const teamUserProcedure = (minRole: TTeamRole) =>
  teamProcedure(minRole).use(({ ctx, next }) => {
    if (ctx.actor.kind !== 'user') {
      throw new AppError('FORBIDDEN', 'This call needs a signed-in user, not an API key');
    }
    return next(narrowed<{ actor: TUserActor }>());
  });
