import { registerUser } from '../../services/auth/register.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { clientIpOf } from '../../trpc/request-info.ts';
import { SUCCESS } from '../schemas.ts';
import { registerMeta, ZRegisterInput, ZRegisterOutput } from './register.types.ts';

export const register = publicProcedure
  .meta(registerMeta)
  .input(ZRegisterInput)
  .output(ZRegisterOutput)
  .mutation(async ({ ctx, input }) => {
    await registerUser({
      app: ctx.app,
      em: ctx.em,
      clientIp: clientIpOf(ctx),
      input: {
        email: input.email,
        password: input.password,
        betaCode: input.beta_code,
        name: input.name,
        language: input.language,
      },
    });
    return SUCCESS;
  });
