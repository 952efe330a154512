import { z } from 'zod';
import { ZEmail, ZLanguage, ZPassword, ZSuccess, ZUserName } from '../schemas.ts';

export const ZRegisterInput = z.object({
  email: ZEmail.describe('The e-mail address to sign in with; a verification link is mailed to it'),
  password: ZPassword.describe('The new password, 8 to 128 characters'),
  beta_code: z.string().min(1).describe('A beta code, needed while REGISTRATION_MODE is beta'),
  name: ZUserName.describe('The name shown to team mates'),
  language: ZLanguage.describe('The language of the UI and of mails (en, de)'),
});
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

export const ZRegisterOutput = ZSuccess;
