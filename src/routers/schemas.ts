import { z } from 'zod';

/** Shared output pieces. Dates leave the API as ISO 8601 strings with an offset. */
export { toIso, toIsoOrNull, ZDateTime } from '../contracts/dates.ts';
export const ZSuccess = z.object({ success: z.literal(true).describe('Always true: the call did what it says') });
export const SUCCESS = { success: true } as const;

export const ZEmail = z.email().max(320);
export const ZPassword = z.string().min(8).max(128);
export const ZUserName = z.string().trim().min(1).max(64);
export const ZLanguage = z.string().length(2);
/** A 6-digit authenticator code, or a recovery code (`xxxxx-xxxxx`) where one is accepted. */
export const ZTwoFactorCode = z.string().trim().min(6).max(16);
