import type { S3Client } from '@aws-sdk/client-s3';

export type TS3Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type TS3ClientOptions = {
  /** An S3-compatible API (MinIO, Ceph, R2, …); unset: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** A static key pair (with a session token for temporary credentials); unset: the SDK's default chain. */
  credentials?: TS3Credentials;
  /** `{endpoint}/{bucket}/{key}` (MinIO, Ceph, R2) instead of `{bucket}.{endpoint host}/{key}`. */
  forcePathStyle?: boolean;
  /** Attempts per request, the first included (the SDK's standard retry mode with backoff). */
  maxAttempts?: number;
};

export type TS3Sdk = {
  client: S3Client;
  commands: typeof import('@aws-sdk/client-s3');
  Upload: typeof import('@aws-sdk/lib-storage').Upload;
};

/**
 * The S3 client, built on first use: the SDK is a few MB of modules that a process on local
 * storage (or one that never touches a document) should not load at start.
 */
export function lazyS3Client(options: TS3ClientOptions): () => Promise<TS3Sdk> {
  let loading: Promise<TS3Sdk> | undefined;
  const load = async (): Promise<TS3Sdk> => {
    const [commands, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
    const client = new commands.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle ?? true,
      maxAttempts: options.maxAttempts ?? 3,
      // Checksums only where S3 demands them: the SDK's default CRC32 headers (and checksum-typed
      // multipart uploads) are refused by several S3-compatible stores. Signed payload hashes (and
      // TLS) still protect the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable store fails (and is retried) instead of hanging an upload; the idle limit is
      // generous because a slow download client pauses the S3 response through backpressure.
      requestHandler: { connectionTimeout: 10_000, socketTimeout: 5 * 60_000 },
    });
    return { client, commands, Upload };
  };
  return () => {
    loading ??= load();
    return loading;
  };
}
