import { z } from 'zod';

export const ZSetupTwoFactorOutput = z.object({
  url: z.string().describe('otpauth:// URI for authenticator apps'),
  qr_code_image_url: z.string().describe('The URI as a PNG QR code (data URL)'),
  secret: z.string().describe('The base32 secret, for manual entry'),
});
export type TSetupTwoFactorOutput = z.infer<typeof ZSetupTwoFactorOutput>;
