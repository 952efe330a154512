import { registerUser } from '../../services/auth/register.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { clientIpOf } from '../../trpc/request-info.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS } from '../schemas.ts';
import { ZRegisterInput, ZRegisterOutput } from './register.types.ts';

export const registerProcedure = publicProcedure
  .meta(
    restMeta({
      method: 'POST',
      path: '/auth/register',
      tag: 'Auth',
      summary: 'Create an account; a verification link is mailed',
      description: 'The answer is the same whether or not the e-mail already has an account.',
      protect: false,
    }),
  )
  .input(ZRegisterInput)
  .output(ZRegisterOutput)
  .mutation(async ({ ctx, input }) => {
    await registerUser({
      em: ctx.em,
      jobs: ctx.app.jobs,
      config: ctx.app.config,
      clientIp: clientIpOf(ctx),
      email: input.email,
      password: input.password,
      betaCode: input.beta_code,
      name: input.name,
      language: input.language,
    });
    return SUCCESS;
  });
