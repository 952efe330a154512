import { createHash } from 'node:crypto';
import path from 'node:path/posix';
import SftpClient from 'ssh2-sftp-client';
import { codedMessage, textMessage } from '../i18n/message.ts';
import { pathInsideFolder } from '../lib/safe-file-name.ts';
import { reasonOf, resolvePublicHost } from './network-guard.ts';
import { DeliveryError, type TDeliverer } from './types.ts';

/** `SHA256:<base64>` of a host key, as `ssh-keygen -lf` prints it. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** Uploads `<execution-id>.json` (and the documents when asked) over SFTP; pins the host key when configured. */
export const deliverSftp: TDeliverer = async ({ output, payload, documents, password, config }) => {
  if (output.config.type !== 'sftp') {
    throw new DeliveryError(textMessage('Not an SFTP output'), { retryable: false });
  }
  const target = output.config;
  const address = await resolvePublicHost(target.host, config.ALLOW_PRIVATE_OUTPUT_TARGETS).catch((error: Error) => {
    throw new DeliveryError(reasonOf(error), { retryable: false });
  });
  const pinned = target.host_fingerprint?.trim();
  let fingerprintMismatch = false;
  const client = new SftpClient();
  try {
    await client.connect({
      host: address,
      port: target.port,
      username: target.username,
      password: password ?? undefined,
      readyTimeout: config.DELIVERY_TIMEOUT_MS,
      hostVerifier: (key: Buffer) => {
        if (!pinned) {
          return true;
        }
        fingerprintMismatch = hostKeyFingerprint(key) !== pinned;
        return !fingerprintMismatch;
      },
    });
    const folder = target.path || '.';
    await client.mkdir(folder, true).catch(() => {});
    await client.put(
      Buffer.from(JSON.stringify(payload, null, 2)),
      path.join(folder, `${payload.data.execution.id}.json`),
    );
    if (target.upload_documents) {
      for (const document of documents) {
        await client.put(await document.read(), pathInsideFolder(folder, document.fileName));
      }
    }
    return {};
  } catch (error) {
    if (fingerprintMismatch) {
      throw new DeliveryError(codedMessage('delivery.sftp_host_key'), { retryable: false });
    }
    throw error instanceof DeliveryError
      ? error
      : new DeliveryError(codedMessage('delivery.sftp_failed', { detail: reasonOf(error) }));
  } finally {
    await client.end().catch(() => {});
  }
};
