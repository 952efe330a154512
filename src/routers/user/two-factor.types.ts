import { z } from 'zod';
import { ZTwoFactorCode } from '../schemas.ts';

// Shapes shared by enabling, disabling and regenerating recovery codes: each needs the person, not just a session.

export const ZTwoFactorInput = z.object({
  password: z.string().min(1).max(128).describe('The current password'),
  two_factor_token: ZTwoFactorCode.describe(
    'A 6-digit authenticator code; disabling also takes a recovery code (xxxxx-xxxxx)',
  ),
});
export type TTwoFactorInput = z.infer<typeof ZTwoFactorInput>;

export const ZRecoveryCodesOutput = z.object({
  success: z.literal(true),
  recovery_codes: z
    .array(z.string())
    .describe('Single-use codes that replace an authenticator code once each; shown only now, stored hashed'),
});
