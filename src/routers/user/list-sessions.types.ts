import { z } from 'zod';
import { ZDateTime } from '../schemas.ts';

export const ZSessionDevice = z.object({
  id: z.string().describe('The id to sign this session out by (not the cookie token, nor what is stored)'),
  country: z.string().describe('Two-letter country from the COUNTRY_HEADER proxy header, or unknown'),
  device: z.string().describe('desktop, or the device type, vendor and model'),
  os: z.string(),
  browser: z.string(),
  last_active_at: ZDateTime.describe('Recorded at most once a minute'),
  created_at: ZDateTime.describe('When this session signed in'),
  is_current: z.boolean().describe('The session making this call'),
});
export const ZListSessionsOutput = z.array(ZSessionDevice);

export type TSessionDevice = z.infer<typeof ZSessionDevice>;
