import type { TOutputType } from '../db/entities/output.ts';
import { deliverEmail } from './email.ts';
import { deliverFtp } from './ftp.ts';
import { deliverSftp } from './sftp.ts';
import type { TDeliverer } from './types.ts';
import { deliverWebhook } from './webhook.ts';

/** One deliverer per output type, behind one signature. */
export const DELIVERERS: Record<TOutputType, TDeliverer> = {
  webhook: deliverWebhook,
  email: deliverEmail,
  ftp: deliverFtp,
  sftp: deliverSftp,
};
