import { ConfigError, dataPath, type TConfig } from '../config.ts';
import { createS3Storage } from './s3.ts';
import { createLocalStorage, type TStorage } from './storage.ts';

/** The storage backend STORAGE names: local disk under DATA_DIR/files, or an S3-compatible bucket. */
export function createStorage(config: TConfig): TStorage {
  if (config.STORAGE === 'local') {
    return createLocalStorage(dataPath(config, 'files'));
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  // loadConfig already demands these; this guards configs built another way (and narrows the types).
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3Storage({
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
