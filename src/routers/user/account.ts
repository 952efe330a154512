import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { TApp } from '../../app.ts';
import {
  disableTwoFactor as disable,
  enableTwoFactor as enable,
  regenerateRecoveryCodes as regenerate,
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
  regenerateRecoveryCodesMeta,
  setupTwoFactorMeta,
  type TTwoFactorInput,
  updateProfileMeta,
  ZChangePasswordInput,
  ZRecoveryCodesOutput,
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

const proofOf = (ctx: { app: TApp; em: EntityManager; actor: { userId: string } }, input: TTwoFactorInput) => ({
  app: ctx.app,
  em: ctx.em,
  userId: ctx.actor.userId,
  password: input.password,
  code: input.two_factor_token,
});

/** Enabling returns the recovery codes: the only time they are shown. */
export const enableTwoFactor = userProcedure
  .use(refuseWhileImpersonating)
  .meta(enableTwoFactorMeta)
  .input(ZTwoFactorInput)
  .output(ZRecoveryCodesOutput)
  .mutation(async ({ ctx, input }) => {
    const { recoveryCodes } = await enable(proofOf(ctx, input));
    return { ...SUCCESS, recovery_codes: recoveryCodes };
  });

export const disableTwoFactor = userProcedure
  .use(refuseWhileImpersonating)
  .meta(disableTwoFactorMeta)
  .input(ZTwoFactorInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await disable(proofOf(ctx, input));
    return SUCCESS;
  });

export const regenerateRecoveryCodes = userProcedure
  .use(refuseWhileImpersonating)
  .meta(regenerateRecoveryCodesMeta)
  .input(ZTwoFactorInput)
  .output(ZRecoveryCodesOutput)
  .mutation(async ({ ctx, input }) => {
    const { recoveryCodes } = await regenerate(proofOf(ctx, input));
    return { ...SUCCESS, recovery_codes: recoveryCodes };
  });
