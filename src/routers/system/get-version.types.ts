import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';

export const ZGetVersionInput = z.void();

export const ZGetVersionOutput = z.object({
  version: z.string().describe('The running server version; the UI reloads when it changes'),
});

export type TGetVersionOutput = z.infer<typeof ZGetVersionOutput>;

export const getVersionMeta: TMeta = {
  openapi: {
    method: 'GET',
    path: '/version',
    tags: ['System'],
    summary: 'Server version',
    protect: false,
  },
};
