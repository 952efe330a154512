import { z } from 'zod';
import { ZPageInput } from '../paging.ts';

export const ZListUsersInput = ZPageInput.extend({
  search: z.string().max(200).describe('Part of the e-mail or name, any case').optional(),
});
export type TListUsersInput = z.input<typeof ZListUsersInput>;
