import { disableTwoFactor } from '../../services/auth/two-factor.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZTwoFactorInput } from './two-factor.types.ts';
import { twoFactorProof } from './two-factor-proof.ts';

// REST callers send the body as JSON on DELETE (src/http/rest-json-routes.ts): a password never goes into a URL.
export const disableTwoFactorProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/user/twofactor',
      tag: 'User',
      summary: 'Disable two-factor with the password and a code',
    }),
  )
  .input(ZTwoFactorInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await disableTwoFactor(twoFactorProof(ctx, input));
    return SUCCESS;
  });
