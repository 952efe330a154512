import { router } from '../../trpc/init.ts';
import { createOutputProcedure } from './create-output.ts';
import { deleteOutputProcedure } from './delete-output.ts';
import { getOutputProcedure } from './get-output.ts';
import { listDeliveriesProcedure } from './list-deliveries.ts';
import { listOutputsProcedure } from './list-outputs.ts';
import { redeliverProcedure } from './redeliver.ts';
import { rotateOutputSecretProcedure } from './rotate-output-secret.ts';
import { testOutputProcedure } from './test-output.ts';
import { updateOutputProcedure } from './update-output.ts';

/** `outputs.*`: where a project's results go (webhook, e-mail, FTP, SFTP) and their deliveries. */
export const outputsRouter = router({
  list: listOutputsProcedure,
  create: createOutputProcedure,
  get: getOutputProcedure,
  update: updateOutputProcedure,
  delete: deleteOutputProcedure,
  test: testOutputProcedure,
  rotateSecret: rotateOutputSecretProcedure,
  listDeliveries: listDeliveriesProcedure,
  redeliver: redeliverProcedure,
});
