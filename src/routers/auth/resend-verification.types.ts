import { z } from 'zod';
import { ZEmail } from '../schemas.ts';

export const ZResendVerificationInput = z.object({
  email: ZEmail.describe('The address of the unverified account'),
});
export type TResendVerificationInput = z.infer<typeof ZResendVerificationInput>;
