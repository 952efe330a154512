import { z } from 'zod';
import { ZTriggerEvent } from '../../contracts/output-config.ts';
import { ZCodedMessage } from '../../i18n/coded-schema.ts';
import { ZProjectId } from '../projects/projects.types.ts';
import { ZDateTime } from '../schemas.ts';

// Output and delivery shapes shared by the procedures of `outputs.*` and the web forms. The settings
// of each output type (webhook, email, ftp, sftp) live in src/contracts/output-config.ts.

export const ZDeliveryState = z
  .enum(['pending', 'delivered', 'failed'])
  .describe('pending: not sent yet or retrying; delivered; failed: gave up');

export const ZOutput = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  name: z.string(),
  type: z.enum(['webhook', 'email', 'ftp', 'sftp']).describe('Where results go; fixed once created'),
  enabled: z.boolean().describe('A disabled output delivers nothing'),
  trigger_events: z.array(ZTriggerEvent).describe('The execution states that are delivered'),
  config: z
    .record(z.string(), z.unknown())
    .describe('The settings of the type; passwords are never returned (password_set says whether one is stored)'),
  signing_secret: z.string().nullable().describe('Webhook signing secret (whsec_…); shown to team admins only'),
  last_delivery: z
    .object({ state: ZDeliveryState, at: ZDateTime })
    .nullable()
    .describe('The newest delivery; null when nothing was delivered yet'),
  created_at: ZDateTime,
  updated_at: ZDateTime,
});

export const ZDelivery = z.object({
  id: z.uuid(),
  execution_id: z.uuid().nullable().describe('null for a test delivery'),
  status: ZTriggerEvent.describe('The execution state that was delivered'),
  state: ZDeliveryState,
  message_id: z.string().describe('Stable per delivery: the webhook-id header, for receivers that dedupe'),
  attempts: z.number().int().describe('Sending attempts so far (retries included)'),
  response_code: z.number().int().nullable().describe('The receiver’s HTTP status (webhooks)'),
  error: z.string().nullable().describe('Why the last attempt failed, in the language of Accept-Language'),
  error_detail: ZCodedMessage.nullable().describe('`error` as a code and values'),
  duration_ms: z.number().int().nullable().describe('How long the last attempt took'),
  is_test: z.boolean().describe('Sent by “test” with a sample payload'),
  created_at: ZDateTime,
  delivered_at: ZDateTime.nullable().describe('When the receiver accepted it; null until then'),
});

export const ZOutputRef = z.object({ projectId: ZProjectId, outputId: z.uuid().describe('The output') });
export const ZOutputName = z.string().trim().min(3).max(100).describe('Shown in the UI and in team events');

export type TOutputOutput = z.infer<typeof ZOutput>;
export type TDeliveryOutput = z.infer<typeof ZDelivery>;
