import type { TOutputType } from '../db/entities/output.ts';
import { deliverEmail } from './email.ts';
import type { TDeliverer } from './types.ts';
import { deliverWebhook } from './webhook.ts';

/** One deliverer per output type, behind one signature. FTP and SFTP clients load on first use. */
export const DELIVERERS: Record<TOutputType, TDeliverer> = {
  webhook: deliverWebhook,
  email: deliverEmail,
  ftp: async (context) => (await import('./ftp.ts')).deliverFtp(context),
  sftp: async (context) => (await import('./sftp.ts')).deliverSftp(context),
};
