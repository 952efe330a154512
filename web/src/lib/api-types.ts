import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/trpc/router.ts';

/** What each procedure answers, as the UI receives it (types only: no server code reaches the bundle). */
export type TRouterOutputs = inferRouterOutputs<AppRouter>;

export type TTeam = TRouterOutputs['teams']['list'][number];
export type TTeamDetail = TRouterOutputs['teams']['get'];
export type TTeamMember = TTeamDetail['members'][number];
export type TTeamInvite = TRouterOutputs['teams']['listInvites'][number];
export type TApiKey = TRouterOutputs['teams']['listApiKeys'][number];
export type TTeamEvent = TRouterOutputs['teams']['listEvents']['data'][number];
export type TProject = TRouterOutputs['teams']['listProjects'][number];
export type TProjectDetail = TRouterOutputs['projects']['get'];
export type TRevision = TRouterOutputs['projects']['getRevision'];
export type TSessionInvite = Extract<TRouterOutputs['user']['get'], { type: 'authenticated' }>['invites'][number];
