import { isolatedDatabase, openTestOrm, startAppProcess } from './app-process.ts';
import type { TS3Peer } from './s3-peer.ts';

/** Storage settings of an app process keeping its documents in the peer's `docs` bucket under `docstruct/`. */
export function s3StorageEnv(peer: TS3Peer): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: peer.url,
    S3_BUCKET: 'docs',
    S3_ACCESS_KEY_ID: peer.accessKeyId,
    S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
    S3_PREFIX: 'docstruct',
  };
}

/**
 * An app process on a database of its own (named after `label`), storing documents in the peer, and
 * an ORM on that database for the test. The caller ends it with killAppProcesses() and `orm.close(true)`.
 */
export async function startS3AppProcess(peer: TS3Peer, label: string) {
  const { url: databaseUrl } = await isolatedDatabase(label);
  const env = s3StorageEnv(peer);
  const app = await startAppProcess({ databaseUrl, env });
  const { orm, auth } = await openTestOrm(databaseUrl);
  return { databaseUrl, env, app, orm, auth };
}

/** The keys in the peer's `docs` bucket, sorted. */
export const docsBucketKeys = (peer: TS3Peer) => [...(peer.buckets.get('docs')?.keys() ?? [])].sort();
