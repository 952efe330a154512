import { regenerateRecoveryCodes } from '../../services/auth/two-factor.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS } from '../schemas.ts';
import { ZRecoveryCodesOutput, ZTwoFactorInput } from './two-factor.types.ts';
import { twoFactorProof } from './two-factor-proof.ts';

export const regenerateRecoveryCodesProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/user/twofactor/recovery-codes',
      tag: 'User',
      summary: 'New recovery codes (the old ones stop working), with the password and a code',
    }),
  )
  .input(ZTwoFactorInput)
  .output(ZRecoveryCodesOutput)
  .mutation(async ({ ctx, input }) => {
    const { recoveryCodes } = await regenerateRecoveryCodes(twoFactorProof(ctx, input));
    return { ...SUCCESS, recovery_codes: recoveryCodes };
  });
