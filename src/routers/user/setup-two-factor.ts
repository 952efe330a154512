import { z } from 'zod';
import { setupTwoFactor } from '../../services/auth/two-factor.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZSetupTwoFactorOutput } from './setup-two-factor.types.ts';

export const setupTwoFactorProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/user/twofactor',
      tag: 'User',
      summary: 'Start two-factor setup: secret, URI and QR code',
    }),
  )
  .input(z.void())
  .output(ZSetupTwoFactorOutput)
  .mutation(async ({ ctx }) => {
    const result = await setupTwoFactor({ em: ctx.em, encryption: ctx.app.encryption, userId: ctx.actor.userId });
    return { url: result.url, qr_code_image_url: result.qrCodeImageUrl, secret: result.secret };
  });
