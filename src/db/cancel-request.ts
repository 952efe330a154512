import { connect } from 'node:net';

/** What a pooled `pg` client knows of its server and of the backend serving it. */
export type TCancellable = { host: string; port: number; processID: number | null; secretKey: number | null };

/** The protocol's request code of a CancelRequest (1234 in the high half, 5678 in the low). */
const CANCEL_REQUEST_CODE = 80877102;
const CANCEL_TIMEOUT_MS = 5_000;

/**
 * Asks the server to cancel whatever `client`'s backend is running, on a socket of its own, as libpq's
 * PQcancel does: no login and no pooled connection, so it goes out at once even when every pooled
 * connection is busy (`pg_cancel_backend` would wait for one, as long as the statement it cancels).
 * Resolves when the server has closed that socket: it has signalled the backend by then, and a cancel
 * that finds the backend idle does nothing.
 */
export function sendCancelRequest(client: TCancellable): Promise<void> {
  const { processID, secretKey } = client;
  if (processID === null || secretKey === null) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const socket = client.host.startsWith('/')
      ? connect(`${client.host}/.s.PGSQL.${client.port}`)
      : connect(client.port, client.host);
    const request = Buffer.alloc(16);
    request.writeInt32BE(16, 0);
    request.writeInt32BE(CANCEL_REQUEST_CODE, 4);
    request.writeInt32BE(processID, 8);
    request.writeInt32BE(secretKey, 12);
    socket.setTimeout(CANCEL_TIMEOUT_MS, () => socket.destroy(new Error('the cancel request timed out')));
    socket.once('connect', () => socket.end(request));
    socket.once('error', reject);
    socket.once('close', (hadError) => {
      if (!hadError) {
        resolve();
      }
    });
  });
}
