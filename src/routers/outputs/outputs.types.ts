import { z } from 'zod';
import { ZOutputConfigInput, ZTriggerEvent } from '../../contracts/output-config.ts';
import type { TMeta } from '../../trpc/init.ts';
import { ZDateTime } from '../schemas.ts';

export {
  ZEmailConfig,
  ZFtpConfig,
  ZOutputConfigInput,
  ZSftpConfig,
  ZTriggerEvent,
  ZWebhookConfig,
} from '../../contracts/output-config.ts';

export const ZOutput = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  name: z.string(),
  type: z.enum(['webhook', 'email', 'ftp', 'sftp']),
  enabled: z.boolean(),
  trigger_events: z.array(ZTriggerEvent),
  config: z
    .record(z.string(), z.unknown())
    .describe('The settings of the type; passwords are never returned (password_set says whether one is stored)'),
  signing_secret: z.string().nullable().describe('Webhook signing secret (whsec_…); shown to team admins only'),
  last_delivery: z.object({ state: z.enum(['pending', 'delivered', 'failed']), at: ZDateTime }).nullable(),
  created_at: ZDateTime,
  updated_at: ZDateTime,
});
export const ZDelivery = z.object({
  id: z.uuid(),
  execution_id: z.uuid().nullable(),
  status: ZTriggerEvent,
  state: z.enum(['pending', 'delivered', 'failed']),
  message_id: z.string(),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  is_test: z.boolean(),
  created_at: ZDateTime,
  delivered_at: ZDateTime.nullable(),
});

export const ZOutputRef = z.object({ projectId: z.uuid(), outputId: z.uuid() });
export const ZCreateOutputInput = z.object({
  projectId: z.uuid(),
  name: z.string().trim().min(3).max(100),
  enabled: z.boolean().default(true),
  trigger_events: z.array(ZTriggerEvent).min(1),
  config: ZOutputConfigInput,
});
export const ZUpdateOutputInput = ZOutputRef.extend({
  name: z.string().trim().min(3).max(100).optional(),
  enabled: z.boolean().optional(),
  trigger_events: z.array(ZTriggerEvent).min(1).optional(),
  config: ZOutputConfigInput.optional(),
});
export const ZRedeliverInput = ZOutputRef.extend({ deliveryId: z.uuid() });
export const ZTestOutputResult = z.object({
  ok: z.boolean(),
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});

export type TOutputOutput = z.infer<typeof ZOutput>;
export type TCreateOutputInput = z.input<typeof ZCreateOutputInput>;
export type TUpdateOutputInput = z.input<typeof ZUpdateOutputInput>;
export type TOutputConfigInput = z.input<typeof ZOutputConfigInput>;
export type TDeliveryOutput = z.infer<typeof ZDelivery>;

const meta = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/${string}`, summary: string): TMeta => ({
  openapi: { method, path, tags: ['Outputs'], summary, protect: true },
});
const base = '/projects/{projectId}/outputs';
export const listOutputsMeta = meta('GET', base, 'Outputs of a project');
export const createOutputMeta = meta('POST', base, 'Create an output (admin)');
export const getOutputMeta = meta('GET', `${base}/{outputId}`, 'One output');
export const updateOutputMeta = meta('PATCH', `${base}/{outputId}`, 'Change an output (admin)');
export const deleteOutputMeta = meta('DELETE', `${base}/{outputId}`, 'Delete an output (admin)');
export const testOutputMeta = meta(
  'POST',
  `${base}/{outputId}/test`,
  'Deliver a sample payload now and report the outcome (admin)',
);
export const listDeliveriesMeta = meta('GET', `${base}/{outputId}/deliveries`, 'The 50 most recent deliveries');
export const redeliverMeta = meta(
  'POST',
  `${base}/{outputId}/deliveries/{deliveryId}/redeliver`,
  'Deliver again (admin)',
);
export const rotateSecretMeta = meta(
  'POST',
  `${base}/{outputId}/rotate-secret`,
  'Replace the webhook signing secret (admin)',
);
