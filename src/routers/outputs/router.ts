import { router } from '../../trpc/init.ts';
import { createOutputRoute } from './create-output.ts';
import { deleteOutputRoute } from './delete-output.ts';
import { getOutputRoute } from './get-output.ts';
import { listDeliveriesRoute } from './list-deliveries.ts';
import { listOutputsRoute } from './list-outputs.ts';
import { redeliverRoute } from './redeliver.ts';
import { rotateOutputSecretRoute } from './rotate-output-secret.ts';
import { testOutputRoute } from './test-output.ts';
import { updateOutputRoute } from './update-output.ts';

/** `outputs.*`: where a project's results go (webhook, e-mail, FTP, SFTP) and their deliveries. */
export const outputsRouter = router({
  list: listOutputsRoute,
  create: createOutputRoute,
  get: getOutputRoute,
  update: updateOutputRoute,
  delete: deleteOutputRoute,
  test: testOutputRoute,
  rotateSecret: rotateOutputSecretRoute,
  listDeliveries: listDeliveriesRoute,
  redeliver: redeliverRoute,
});
