import { z } from 'zod';
import {
  disableTwoFactor as disable,
  enableTwoFactor as enable,
  setupTwoFactor as setup,
} from '../../services/auth/two-factor.ts';
import { changePassword as change, updateProfile as update } from '../../services/user/account.ts';
import { getSessionUser } from '../../services/user/get-session-user.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import {
  changePasswordMeta,
  disableTwoFactorMeta,
  enableTwoFactorMeta,
  setupTwoFactorMeta,
  updateProfileMeta,
  ZChangePasswordInput,
  ZSetupTwoFactorOutput,
  ZTwoFactorInput,
  ZUpdateProfileInput,
  ZUpdateProfileOutput,
} from './account.types.ts';
import { toAuthenticatedUser } from './get-user.types.ts';

// Account settings of the signed-in person: thin calls into services/user and services/auth.

export const changePassword = userProcedure
  .use(refuseWhileImpersonating)
  .meta(changePasswordMeta)
  .input(ZChangePasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await change({
      app: ctx.app,
      em: ctx.em,
      userId: ctx.actor.userId,
      currentSessionId: ctx.actor.sessionId,
      oldPassword: input.old_password,
      newPassword: input.new_password,
    });
    return SUCCESS;
  });

export const updateProfile = userProcedure
  .meta(updateProfileMeta)
  .input(ZUpdateProfileInput)
  .output(ZUpdateProfileOutput)
  .mutation(async ({ ctx, input }) => {
    await update({ em: ctx.em, userId: ctx.actor.userId, name: input.name, language: input.language });
    const found = await getSessionUser(ctx.em, ctx.actor.userId);
    if (!found) {
      throw new Error('The account disappeared during the update');
    }
    return toAuthenticatedUser(found.user, found.invites);
  });

export const setupTwoFactor = userProcedure
  .use(refuseWhileImpersonating)
  .meta(setupTwoFactorMeta)
  .input(z.void())
  .output(ZSetupTwoFactorOutput)
  .mutation(async ({ ctx }) => {
    const result = await setup({ app: ctx.app, em: ctx.em, userId: ctx.actor.userId });
    return { url: result.url, qr_code_image_url: result.qrCodeImageUrl, secret: result.secret };
  });

/** Enable and disable take the same proof (password and a fresh code) and differ only in the service. */
const twoFactorChange = (meta: typeof enableTwoFactorMeta, change: typeof enable) =>
  userProcedure
    .use(refuseWhileImpersonating)
    .meta(meta)
    .input(ZTwoFactorInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await change({
        app: ctx.app,
        em: ctx.em,
        userId: ctx.actor.userId,
        password: input.password,
        code: input.two_factor_token,
      });
      return SUCCESS;
    });

export const enableTwoFactor = twoFactorChange(enableTwoFactorMeta, enable);
export const disableTwoFactor = twoFactorChange(disableTwoFactorMeta, disable);
