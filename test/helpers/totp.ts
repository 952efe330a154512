import { generate } from 'otplib';

/** The TOTP code of `secret` for the time step `stepsFromNow` steps from now (30 s steps). */
export function totpCode(secret: string, stepsFromNow = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });
}
