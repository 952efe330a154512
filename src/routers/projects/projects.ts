import { z } from 'zod';
import {
  createProject as create,
  listProjects as list,
  requestProjectDeletion,
  updateProject as update,
} from '../../services/projects/projects.ts';
import { projectProcedure, teamProcedure, teamUserProcedure } from '../../trpc/init.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZTeamRef } from '../teams/teams.types.ts';
import {
  createProjectMeta,
  deleteProjectMeta,
  getProjectMeta,
  listProjectsMeta,
  toProject,
  updateProjectMeta,
  ZCreateProjectInput,
  ZProject,
  ZProjectDetail,
  ZProjectRef,
  ZUpdateProjectInput,
} from './projects.types.ts';

export const listProjects = teamProcedure('member')
  .meta(listProjectsMeta)
  .input(ZTeamRef)
  .output(z.array(ZProject))
  .query(async ({ ctx, input }) => (await list(ctx.em, ctx.actor, input.teamId)).map(toProject));

export const createProject = teamUserProcedure('admin')
  .meta(createProjectMeta)
  .input(ZCreateProjectInput)
  .output(ZProject)
  .mutation(async ({ ctx, input }) =>
    toProject(
      await create(ctx.em, ctx.actor, input.teamId, {
        name: input.name,
        slug: input.slug,
        processingMode: input.processing_mode,
        processingModeFallback: input.processing_mode_fallback,
        processingModeVariant: input.processing_mode_variant,
      }),
    ),
  );

export const getProject = projectProcedure('member')
  .meta(getProjectMeta)
  .input(ZProjectRef)
  .output(ZProjectDetail)
  .query(({ ctx }) => ({
    ...toProject(ctx.project),
    is_initial_upload_processing: ctx.project.isInitialUploadProcessing,
  }));

export const updateProject = projectProcedure('admin')
  .meta(updateProjectMeta)
  .input(ZUpdateProjectInput)
  .output(ZProject)
  .mutation(async ({ ctx, input }) =>
    toProject(
      await update(ctx.em, ctx.actor, input.projectId, {
        name: input.name,
        slug: input.slug,
        processingMode: input.processing_mode,
        processingModeFallback: input.processing_mode_fallback,
        processingModeVariant: input.processing_mode_variant,
        reviewConfidenceThreshold: input.review_confidence_threshold,
      }),
    ),
  );

export const deleteProject = projectProcedure('admin')
  .meta(deleteProjectMeta)
  .input(ZProjectRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await requestProjectDeletion(ctx.app, ctx.em, ctx.actor, input.projectId);
    return SUCCESS;
  });
