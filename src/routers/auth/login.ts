import { describeDevice } from '../../services/auth/session-device.ts';
import { signIn } from '../../services/auth/sign-in.ts';
import { getSessionUser } from '../../services/user/get-session-user.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { clientIpOf, headerOf, setCookie } from '../../trpc/request-info.ts';
import { toAuthenticatedUser } from '../user/get-user.types.ts';
import { loginMeta, ZLoginInput, ZLoginOutput } from './login.types.ts';

export const login = publicProcedure
  .meta(loginMeta)
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(async ({ ctx, input }) => {
    const { sessionToken, userId } = await signIn({
      app: ctx.app,
      em: ctx.em,
      email: input.email,
      password: input.password,
      twoFactorToken: input.two_factor_token || undefined,
      clientIp: clientIpOf(ctx),
      device: describeDevice(ctx.req?.get('user-agent'), headerOf(ctx, ctx.app.config.COUNTRY_HEADER)),
    });
    setCookie(ctx, ctx.app.auth.createSessionCookie(sessionToken).serialize());
    const found = await getSessionUser(ctx.em, userId);
    if (!found) {
      throw new Error('The account disappeared during sign-in');
    }
    return toAuthenticatedUser(found.user, found.invites);
  });
