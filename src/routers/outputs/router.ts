import { router } from '../../trpc/init.ts';
import {
  createOutput,
  deleteOutput,
  getOutput,
  listDeliveries,
  listOutputs,
  redeliver,
  rotateOutputSecret,
  testOutput,
  updateOutput,
} from './outputs.ts';

export const outputsRouter = router({
  list: listOutputs,
  create: createOutput,
  get: getOutput,
  update: updateOutput,
  delete: deleteOutput,
  test: testOutput,
  rotateSecret: rotateOutputSecret,
  listDeliveries,
  redeliver,
});
