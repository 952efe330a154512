import { z } from 'zod';

export const ZGetVersionInput = z.void();

export const ZGetVersionOutput = z.object({
  version: z.string().describe('The running server version; the UI reloads when it changes'),
});

export type TGetVersionOutput = z.infer<typeof ZGetVersionOutput>;
