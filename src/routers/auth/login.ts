import { describeDevice } from '../../services/auth/session-device.ts';
import { signIn } from '../../services/auth/sign-in.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { clientIpOf, headerOf, setCookie } from '../../trpc/request-info.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { loadAuthenticatedUser } from '../user/authenticated-user.ts';
import { ZLoginInput, ZLoginOutput } from './login.types.ts';

export const loginProcedure = publicProcedure
  .meta(
    restMeta({
      method: 'POST',
      path: '/auth/login',
      tag: 'Auth',
      summary: 'Sign in; sets the session cookie',
      description:
        'Errors: INVALID_CREDENTIALS (401), EMAIL_NOT_VERIFIED (403), TWO_FACTOR_REQUIRED (401, ask for the code), INVALID_TWO_FACTOR_CODE (401), TOO_MANY_REQUESTS (429).',
      protect: false,
    }),
  )
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(async ({ ctx, input }) => {
    const { config, encryption, auth } = ctx.app;
    const { sessionToken, userId } = await signIn({
      em: ctx.em,
      config,
      encryption,
      auth,
      email: input.email,
      password: input.password,
      twoFactorToken: input.two_factor_token || undefined,
      clientIp: clientIpOf(ctx),
      device: describeDevice(ctx.req?.get('user-agent'), headerOf(ctx, config.COUNTRY_HEADER)),
    });
    setCookie(ctx, auth.createSessionCookie(sessionToken).serialize());
    const user = await loadAuthenticatedUser({ em: ctx.em, userId });
    if (!user) {
      throw new Error('The account disappeared during sign-in');
    }
    return user;
  });
