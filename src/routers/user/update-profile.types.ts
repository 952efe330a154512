import { z } from 'zod';
import { ZLanguage, ZUserName } from '../schemas.ts';
import { ZAuthenticatedUser } from './get-user.types.ts';

export const ZUpdateProfileInput = z.object({
  name: ZUserName.describe('The name shown to team mates'),
  language: ZLanguage.describe('The UI and mail language (en, de)'),
});
export const ZUpdateProfileOutput = ZAuthenticatedUser;

export type TUpdateProfileInput = z.infer<typeof ZUpdateProfileInput>;
