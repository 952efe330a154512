import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZLanguage, ZPassword, ZTwoFactorCode, ZUserName } from '../schemas.ts';
import { ZAuthenticatedUser } from './get-user.types.ts';

export const ZChangePasswordInput = z.object({ old_password: z.string().min(1).max(128), new_password: ZPassword });
export const ZUpdateProfileInput = z.object({ name: ZUserName, language: ZLanguage });
export const ZUpdateProfileOutput = ZAuthenticatedUser;
export const ZTwoFactorInput = z.object({ password: z.string().min(1).max(128), two_factor_token: ZTwoFactorCode });
export const ZSetupTwoFactorOutput = z.object({
  url: z.string().describe('otpauth:// URI for authenticator apps'),
  qr_code_image_url: z.string().describe('The URI as a PNG QR code (data URL)'),
  secret: z.string().describe('The base32 secret, for manual entry'),
});

export const ZRecoveryCodesOutput = z.object({
  success: z.literal(true),
  recovery_codes: z
    .array(z.string())
    .describe('Single-use codes that replace an authenticator code once each; shown only now, stored hashed'),
});

export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
export type TUpdateProfileInput = z.infer<typeof ZUpdateProfileInput>;
export type TTwoFactorInput = z.infer<typeof ZTwoFactorInput>;

const user = (method: 'PUT' | 'POST' | 'DELETE', path: `/${string}`, summary: string): TMeta => ({
  openapi: { method, path, tags: ['User'], summary, protect: true },
});

export const changePasswordMeta = user('PUT', '/user/password', "Change the password; ends the user's other sessions");
export const updateProfileMeta = user('PUT', '/user/profile', 'Change name and language');
export const setupTwoFactorMeta = user('POST', '/user/twofactor', 'Start two-factor setup: secret, URI and QR code');
export const enableTwoFactorMeta = user('PUT', '/user/twofactor', 'Enable two-factor with the password and a code');
export const disableTwoFactorMeta = user(
  'DELETE',
  '/user/twofactor',
  'Disable two-factor with the password and a code',
);
export const regenerateRecoveryCodesMeta = user(
  'POST',
  '/user/twofactor/recovery-codes',
  'New recovery codes (the old ones stop working), with the password and a code',
);
