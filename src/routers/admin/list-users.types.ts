import { z } from 'zod';
import { ZPageInput } from '../paging.ts';

export const ZListUsersInput = ZPageInput.extend({
  search: z.string().max(200).optional().describe('Part of the e-mail or name, any case'),
});
export type TListUsersInput = z.input<typeof ZListUsersInput>;
