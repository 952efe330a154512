import { publicProcedure } from '../../trpc/init.ts';
import { getVersionMeta, ZGetVersionInput, ZGetVersionOutput } from './get-version.types.ts';

export const getVersion = publicProcedure
  .meta(getVersionMeta)
  .input(ZGetVersionInput)
  .output(ZGetVersionOutput)
  .query(({ ctx }) => ({ version: ctx.app.config.APP_VERSION }));
