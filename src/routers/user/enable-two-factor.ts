import { enableTwoFactor } from '../../services/auth/two-factor.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS } from '../schemas.ts';
import { ZRecoveryCodesOutput, ZTwoFactorInput } from './two-factor.types.ts';
import { twoFactorProof } from './two-factor-proof.ts';

/** Enabling returns the recovery codes: the only time they are shown. */
export const enableTwoFactorProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'PUT',
      path: '/user/twofactor',
      tag: 'User',
      summary: 'Enable two-factor with the password and a code',
    }),
  )
  .input(ZTwoFactorInput)
  .output(ZRecoveryCodesOutput)
  .mutation(async ({ ctx, input }) => {
    const { recoveryCodes } = await enableTwoFactor(twoFactorProof(ctx, input));
    return { ...SUCCESS, recovery_codes: recoveryCodes };
  });
