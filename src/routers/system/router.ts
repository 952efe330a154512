import { router } from '../../trpc/init.ts';
import { getVersionProcedure } from './get-version.ts';

export const systemRouter = router({
  version: getVersionProcedure,
});
