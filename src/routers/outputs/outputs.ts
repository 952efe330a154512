import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Delivery, type TDelivery } from '../../db/entities/delivery.ts';
import { Output } from '../../db/entities/output.ts';
import { attemptDelivery } from '../../services/outputs/deliveries.ts';
import {
  createOutput as create,
  getOutput as get,
  lastDeliveries,
  recentDeliveries,
  deleteOutput as remove,
  rotateSigningSecret,
  updateOutput as update,
} from '../../services/outputs/outputs.ts';
import { samplePayload } from '../../services/outputs/payload.ts';
import { redeliverDelivery } from '../../services/outputs/redeliver.ts';
import { projectProcedure, refuseWhileImpersonating } from '../../trpc/init.ts';
import { ZProjectRef } from '../projects/projects.types.ts';
import { SUCCESS, toIso, toIsoOrNull, ZSuccess } from '../schemas.ts';
import {
  createOutputMeta,
  deleteOutputMeta,
  getOutputMeta,
  listDeliveriesMeta,
  listOutputsMeta,
  redeliverMeta,
  rotateSecretMeta,
  testOutputMeta,
  updateOutputMeta,
  ZCreateOutputInput,
  ZDelivery,
  ZOutput,
  ZOutputRef,
  ZRedeliverInput,
  ZTestOutputResult,
  ZUpdateOutputInput,
} from './outputs.types.ts';
import { secretReader, toOutput } from './to-output.ts';

const toDelivery = (delivery: TDelivery) => ({
  id: delivery.id,
  execution_id: delivery.execution?.id ?? null,
  status: delivery.status,
  state: delivery.state,
  message_id: delivery.messageId,
  attempts: delivery.attempts,
  response_code: delivery.responseCode ?? null,
  error: delivery.error ?? null,
  duration_ms: delivery.durationMs ?? null,
  is_test: delivery.isTest,
  created_at: toIso(delivery.createdAt),
  delivered_at: toIsoOrNull(delivery.deliveredAt),
});

export const listOutputs = projectProcedure('member')
  .meta(listOutputsMeta)
  .input(ZProjectRef)
  .output(z.array(ZOutput))
  .query(async ({ ctx, input }) => {
    const outputs = await ctx.em.find(Output, { project: input.projectId }, { orderBy: { createdAt: 'asc' } });
    const last = await lastDeliveries(
      ctx.em,
      outputs.map((output) => output.id),
    );
    return outputs.map((output) => toOutput(ctx.app, output, secretReader(ctx), last.get(output.id)));
  });

export const createOutput = projectProcedure('admin')
  .meta(createOutputMeta)
  // Outputs carry credentials (FTP/SFTP passwords, header secrets) and decide where results go.
  .use(refuseWhileImpersonating)
  .input(ZCreateOutputInput)
  .output(ZOutput)
  .mutation(async ({ ctx, input }) => {
    const output = await create(ctx.app, ctx.em, {
      actor: ctx.actor,
      projectId: input.projectId,
      teamId: ctx.team.teamId,
      name: input.name,
      enabled: input.enabled,
      triggerEvents: input.trigger_events,
      config: input.config,
    });
    return toOutput(ctx.app, output, secretReader(ctx), undefined);
  });

export const getOutput = projectProcedure('member')
  .meta(getOutputMeta)
  .input(ZOutputRef)
  .output(ZOutput)
  .query(async ({ ctx, input }) => {
    const output = await get(ctx.em, input.projectId, input.outputId);
    return toOutput(ctx.app, output, secretReader(ctx), (await lastDeliveries(ctx.em, [output.id])).get(output.id));
  });

export const updateOutput = projectProcedure('admin')
  .meta(updateOutputMeta)
  .use(refuseWhileImpersonating)
  .input(ZUpdateOutputInput)
  .output(ZOutput)
  .mutation(async ({ ctx, input }) => {
    const output = await update(ctx.app, ctx.em, await get(ctx.em, input.projectId, input.outputId), {
      actor: ctx.actor,
      teamId: ctx.team.teamId,
      name: input.name,
      enabled: input.enabled,
      triggerEvents: input.trigger_events,
      config: input.config,
    });
    return toOutput(ctx.app, output, secretReader(ctx), (await lastDeliveries(ctx.em, [output.id])).get(output.id));
  });

export const deleteOutput = projectProcedure('admin')
  .meta(deleteOutputMeta)
  .input(ZOutputRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await remove(ctx.em, ctx.actor, ctx.team.teamId, await get(ctx.em, input.projectId, input.outputId));
    return SUCCESS;
  });

export const rotateOutputSecret = projectProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(rotateSecretMeta)
  .input(ZOutputRef)
  .output(ZOutput)
  .mutation(async ({ ctx, input }) => {
    const output = await rotateSigningSecret(
      ctx.app,
      ctx.em,
      ctx.actor,
      ctx.team.teamId,
      await get(ctx.em, input.projectId, input.outputId),
    );
    return toOutput(ctx.app, output, secretReader(ctx), undefined);
  });

export const testOutput = projectProcedure('admin')
  .meta(testOutputMeta)
  .input(ZOutputRef)
  .output(ZTestOutputResult)
  .mutation(async ({ ctx, input }) => {
    const output = await get(ctx.em, input.projectId, input.outputId);
    const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
    const outcome = await attemptDelivery(ctx.app, {
      output,
      payload: samplePayload(ctx.project),
      execution: null,
      messageId,
    });
    ctx.em.create(Delivery, {
      output,
      execution: null,
      status: 'success',
      state: outcome.ok ? 'delivered' : 'failed',
      messageId,
      attempts: 1,
      responseCode: outcome.responseCode,
      error: outcome.ok ? null : outcome.error.message,
      durationMs: outcome.durationMs,
      deliveredAt: outcome.ok ? new Date() : null,
      isTest: true,
    });
    await ctx.em.flush();
    return {
      ok: outcome.ok,
      response_code: outcome.responseCode,
      error: outcome.ok ? null : outcome.error.message,
      duration_ms: outcome.durationMs,
    };
  });

export const listDeliveries = projectProcedure('member')
  .meta(listDeliveriesMeta)
  .input(ZOutputRef)
  .output(z.array(ZDelivery))
  .query(async ({ ctx, input }) => {
    const output = await get(ctx.em, input.projectId, input.outputId);
    return (await recentDeliveries(ctx.em, output.id)).map(toDelivery);
  });

export const redeliver = projectProcedure('admin')
  .meta(redeliverMeta)
  .input(ZRedeliverInput)
  .output(ZDelivery)
  .mutation(async ({ ctx, input }) => {
    const output = await get(ctx.em, input.projectId, input.outputId);
    const delivery = await redeliverDelivery({
      em: ctx.em,
      jobs: ctx.app.jobs,
      projectId: input.projectId,
      outputId: output.id,
      deliveryId: input.deliveryId,
    });
    return toDelivery(delivery);
  });
