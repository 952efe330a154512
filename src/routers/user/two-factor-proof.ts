import type { TContext } from '../../trpc/context.ts';
import type { TTwoFactorInput } from './two-factor.types.ts';

/** What the two-factor services need to check the person: the password and a code, with the parts that check them. */
export function twoFactorProof(ctx: TContext & { actor: { userId: string } }, input: TTwoFactorInput) {
  return {
    em: ctx.em,
    encryption: ctx.app.encryption,
    config: ctx.app.config,
    userId: ctx.actor.userId,
    password: input.password,
    code: input.two_factor_token,
  };
}
