import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { codedMessage, textMessage } from '../i18n/message.ts';
import { safeFileName } from '../lib/safe-file-name.ts';
import { reasonOf, resolvePublicHost } from './network-guard.ts';
import { DeliveryError, type TDeliverer } from './types.ts';

/** Uploads `<execution-id>.json` (and the documents when asked) into the configured folder. */
export const deliverFtp: TDeliverer = async ({ output, payload, documents, password, config }) => {
  if (output.config.type !== 'ftp') {
    throw new DeliveryError(textMessage('Not an FTP output'), { retryable: false });
  }
  const target = output.config;
  const address = await resolvePublicHost(target.host, config.ALLOW_PRIVATE_OUTPUT_TARGETS).catch((error: Error) => {
    throw new DeliveryError(reasonOf(error), { retryable: false });
  });
  const client = new Client(config.DELIVERY_TIMEOUT_MS);
  try {
    await client.access({
      host: address,
      port: target.port,
      user: target.username,
      password: password ?? '',
      secure: target.secure ?? false,
      secureOptions: target.secure ? { servername: target.host } : undefined,
    });
    await client.ensureDir(target.path || '/');
    await client.uploadFrom(
      Readable.from(Buffer.from(JSON.stringify(payload, null, 2))),
      `${payload.data.execution.id}.json`,
    );
    if (target.upload_documents) {
      for (const document of documents) {
        // Relative to the folder entered by ensureDir: one safe segment cannot leave it.
        await client.uploadFrom(Readable.from(await document.read()), safeFileName(document.fileName));
      }
    }
    return {};
  } catch (error) {
    throw error instanceof DeliveryError
      ? error
      : new DeliveryError(codedMessage('delivery.ftp_failed', { detail: reasonOf(error) }));
  } finally {
    client.close();
  }
};
