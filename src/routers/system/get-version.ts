import { publicProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZGetVersionInput, ZGetVersionOutput } from './get-version.types.ts';

export const getVersionProcedure = publicProcedure
  .meta(restMeta({ method: 'GET', path: '/version', tag: 'System', summary: 'Server version', protect: false }))
  .input(ZGetVersionInput)
  .output(ZGetVersionOutput)
  .query(({ ctx }) => ({ version: ctx.app.config.APP_VERSION }));
