import { z } from 'zod';
import { ZEmail } from '../schemas.ts';

export const ZForgotPasswordInput = z.object({
  email: ZEmail.describe('The address of the account; a reset link (valid one hour) is mailed to it'),
});
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;
