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

/** The app's settings for an S3 store at `port` that refuses every connection (one attempt, no retries). */
export const unreachableBucketEnv = (port: number) => ({
  STORAGE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: 'docs',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_MAX_ATTEMPTS: '1',
});
