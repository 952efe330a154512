import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZDateTime } from '../schemas.ts';

const RESERVED_HEADER = /^(host|content-length|content-type|transfer-encoding|connection|webhook-.*)$/i;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const ZTriggerEvent = z.enum(['pending', 'running', 'success', 'failed', 'reviewed']);

const ZHeaders = z
  .record(z.string(), z.string().max(2000))
  .default({})
  .superRefine((headers, ctx) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!HEADER_NAME.test(name) || RESERVED_HEADER.test(name)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `The header "${name}" cannot be set` });
      }
      if (/[\r\n]/.test(value)) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'Header values may not contain line breaks' });
      }
    }
  });

const ZHost = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'A host name or address');

export const ZWebhookConfig = z.object({
  type: z.literal('webhook'),
  url: z.url({ protocol: /^https?$/ }),
  headers: ZHeaders,
  method: z.enum(['POST', 'PUT']).default('POST'),
  retries: z.number().int().min(0).max(10).default(3),
});
export const ZEmailConfig = z.object({
  type: z.literal('email'),
  recipients: z.array(z.email()).min(1).max(10),
  subject: z.string().trim().min(3).max(300),
  body: z.string().trim().min(3).max(10_000),
  attach_document: z.boolean().default(false),
  attach_execution_result: z.boolean().default(true),
});
const fileTransfer = {
  host: ZHost,
  username: z.string().min(1).max(200),
  /** Write-only: omitted keeps the stored one, "" removes it. */
  password: z.string().max(500).optional(),
  path: z.string().max(500).default('/'),
  upload_documents: z.boolean().default(false),
  retries: z.number().int().min(0).max(10).default(3),
};
export const ZFtpConfig = z.object({
  type: z.literal('ftp'),
  port: z.number().int().min(1).max(65535).default(21),
  secure: z.boolean().default(false),
  ...fileTransfer,
});
export const ZSftpConfig = z.object({
  type: z.literal('sftp'),
  port: z.number().int().min(1).max(65535).default(22),
  host_fingerprint: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .default(null)
    .describe('SHA256:… of the server host key, to pin it'),
  ...fileTransfer,
});
export const ZOutputConfigInput = z.discriminatedUnion('type', [ZWebhookConfig, ZEmailConfig, ZFtpConfig, ZSftpConfig]);

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
