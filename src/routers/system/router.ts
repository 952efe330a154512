import { router } from '../../trpc/init.ts';
import { getVersion } from './get-version.ts';

export const systemRouter = router({
  version: getVersion,
});
