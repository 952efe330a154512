import type { z } from 'zod';
import { ZEmail } from '../schemas.ts';
import { ZTeamRef, ZTeamRole } from './teams.types.ts';

export const ZCreateInviteInput = ZTeamRef.extend({
  email: ZEmail.describe('The address to invite; an open invite to it is re-sent'),
  role: ZTeamRole.default('member').describe('The role on accepting; only owners invite owners'),
});
export type TCreateInviteInput = z.input<typeof ZCreateInviteInput>;
