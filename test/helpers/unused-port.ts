import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on right now. Only for what cannot take port 0: a child process
 * that must come back on the same port after a restart, or an address that must refuse connections.
 * Servers in this process listen on port 0 instead (no window between choosing and binding).
 */
export function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
