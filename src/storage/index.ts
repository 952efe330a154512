import { ConfigError, dataPath, type TConfig } from '../config.ts';
import { createS3Storage } from './s3.ts';
import { createLocalStorage, type TStorage } from './storage.ts';
import { markingStorageErrors } from './storage-errors.ts';

/** The storage backend STORAGE names: local disk under DATA_DIR/files, or an S3-compatible bucket. */
export function createStorage(config: TConfig): TStorage {
  if (config.STORAGE === 'local') {
    return markingStorageErrors(createLocalStorage(dataPath(config, 'files')));
  }
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_SESSION_TOKEN } = config;
  // loadConfig already demands it; this guards configs built another way (and narrows the type).
  if (!S3_BUCKET) {
    throw new ConfigError('STORAGE=s3 needs S3_BUCKET');
  }
  return markingStorageErrors(
    createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: S3_BUCKET,
      // No key pair: the SDK's default chain (AWS_* variables, shared profile, web identity, ECS/EC2 role).
      credentials:
        S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
          ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, sessionToken: S3_SESSION_TOKEN }
          : undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      maxAttempts: config.S3_MAX_ATTEMPTS,
      prefix: config.S3_PREFIX,
    }),
  );
}
