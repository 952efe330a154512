import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { OCR_LANGUAGE_CODES } from './extraction/ocr/settings.ts';
import { issueLines } from './i18n/validation-issues.ts';

/** Roles a process can play; `npm start` plays all of them. */
export const ZRole = z.enum(['web', 'worker', 'ingest']);
export type TRole = z.infer<typeof ZRole>;

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const listFromString = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

/**
 * Which X-Forwarded-For entries to believe: false (none), a number of proxy hops in front of the
 * server, or proxy addresses/CIDRs (and express's names loopback, linklocal, uniquelocal).
 * "true" means one hop: trusting every hop would let a client choose its own address.
 */
const ZTrustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(text)) {
    return false;
  }
  if (['true', 'yes'].includes(text)) {
    return 1;
  }
  if (/^\d+$/.test(text)) {
    return Number(text);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every(
    (entry) => ['loopback', 'linklocal', 'uniquelocal'].includes(entry) || /^[0-9a-f:.]+(\/\d{1,3})?$/.test(entry),
  );
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: 'must be false, a hop count, or proxy addresses/CIDRs (comma separated)' });
    return z.NEVER;
  }
  return entries;
});

const ZModelSpec = z
  .string()
  .regex(
    /^(local|(openai|anthropic|openai-compatible):.+)$/,
    'must be "local" or "<openai|anthropic|openai-compatible>:<model>"',
  );

const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * Every environment variable the server reads. Each has a default that works on a fresh
 * machine, and each is a line of `.env.example`. Nothing else reads `process.env`.
 */
export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_VERSION: z.string().min(1).default(packageVersion),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().default('http://localhost:3000'),
  TRUST_PROXY: ZTrustProxy.default(false),
  ROLES: listFromString.pipe(z.array(ZRole).min(1)).default(['web', 'worker', 'ingest']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest a statement of the app may run (0: no limit); migrations are exempt. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  AGENDA_MONGO_URL: z.url().optional(),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(16),
  JOB_LOCK_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(8000),

  // Security
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COUNTRY_HEADER: z.string().min(1).optional(),
  // An office behind one NAT address signs in from one IP; the per-account limit protects accounts.
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).default(300),
  // Requests that make the server send mail (sign-up, reset, verification resend) stay scarce per
  // address: a generous sign-in limit must not let one address mail hundreds of strangers.
  RATE_LIMIT_MAIL_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** With a value, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),

  // Accounts
  REGISTRATION_MODE: z.enum(['beta', 'open', 'closed']).default('beta'),
  BETA_CODES: listFromString.default([]),
  ADMIN_EMAIL: z.email().default('admin@docstruct.local'),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  IMPERSONATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),

  // Uploads and documents
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3-compatible object storage (STORAGE=s3): AWS S3, MinIO, Ceph, Cloudflare R2, …; unset endpoint: AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  /** Both or neither; neither: the AWS SDK's default credential chain (AWS_* variables, profile, IAM role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Temporary credentials (STS): sent as x-amz-security-token with the key pair above. */
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  /** Attempts per S3 request, the first included: the SDK retries throttling, 5xx and network errors. */
  S3_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  S3_FORCE_PATH_STYLE: booleanFromString.default(true),
  S3_PREFIX: z.string().default(''),
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(25 * 1024 * 1024),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10),
  /** Uploads (REST, UI, e-mail) per API key or signed-in user, and per team, per window; 429 beyond. */
  RATE_LIMIT_UPLOADS_PER_KEY: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_UPLOADS_PER_TEAM: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_UPLOADS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  WAIT_FOR_COMPLETION_MAX_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),

  // Text recognition (OCR) of images and of PDF pages without a text layer
  OCR_ENABLED: booleanFromString.default(true),
  /** Tesseract languages joined by "+", e.g. "eng+deu"; only the bundled ones. The reader picks their order (language-order.ts). */
  OCR_LANGUAGES: z
    .string()
    .transform((value) => value.split('+').map((code) => code.trim()))
    .pipe(z.array(z.enum(OCR_LANGUAGE_CODES)).min(1))
    .default(['eng', 'deu']),
  OCR_PAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  OCR_MAX_PAGES: z.coerce.number().int().min(1).max(500).default(20),

  // Extraction models: "local" (built in, offline) or "<provider>:<model>" with provider
  // openai | anthropic | openai-compatible.
  MODEL_FAST: ZModelSpec.default('local'),
  MODEL_BALANCED: ZModelSpec.default('local'),
  MODEL_ACCURATE: ZModelSpec.default('local'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.url().optional(),
  OPENAI_COMPATIBLE_BASE_URL: z.url().optional(),
  OPENAI_COMPATIBLE_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** The models' context window in tokens; unset: known per model id (32k for unknown ones). Longer text is read in page ranges. */
  LLM_CONTEXT_TOKENS: z.coerce.number().int().min(2000).optional(),
  /** JSON: {"<model>": {"input": <USD per 1M tokens>, "output": <USD per 1M tokens>}} on top of the built-in table. */
  PRICING_OVERRIDES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) {
        return {};
      }
      try {
        return z
          .record(z.string(), z.object({ input: z.number().min(0), output: z.number().min(0) }))
          .parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON like {"model": {"input": 0.4, "output": 1.6}}' });
        return z.NEVER;
      }
    }),

  // Delivery to outputs
  /** Lets outputs reach private, loopback and link-local addresses (tests, trusted networks only). */
  ALLOW_PRIVATE_OUTPUT_TARGETS: booleanFromString.default(false),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** E-mail outputs may only mail these domains (and their subdomains); unset: any domain. */
  OUTPUT_EMAIL_ALLOWED_DOMAINS: listFromString
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a domain like example.com')))
    .default([]),
  /** Mails that e-mail outputs of one team may send per UTC day (each recipient counts). */
  OUTPUT_EMAIL_DAILY_LIMIT_PER_TEAM: z.coerce.number().int().min(1).default(500),

  // E-mail ingest (the ingest role): mail to <token>[+<project-slug>]@INGEST_DOMAIN becomes an upload
  INGEST_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
  INGEST_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** The domain of ingest addresses; default: the host name of APP_URL. */
  INGEST_DOMAIN: z.string().min(1).optional(),
  INGEST_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(30 * 1024 * 1024),
  INGEST_TLS_KEY_FILE: z.string().min(1).optional(),
  INGEST_TLS_CERT_FILE: z.string().min(1).optional(),

  // Outgoing mail
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Docstruct <no-reply@docstruct.local>'),
});

export type TConfig = z.infer<typeof ZConfig>;

// Checked at start-up, so a half-configured bucket stops the server instead of the first upload.
const ZCheckedConfig = ZConfig.superRefine((config, ctx) => {
  if (config.STORAGE === 's3') {
    if (!config.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE=s3' });
    }
    // Half a key pair would silently fall back to the SDK's credential chain: refuse it instead.
    if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
      const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'set both S3 keys, or neither (SDK credential chain)' });
    }
    if (config.S3_SESSION_TOKEN && !config.S3_ACCESS_KEY_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SESSION_TOKEN'],
        message: 'needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
  }
});

export class ConfigError extends Error {}

/** Parses the environment; a bad value names the variable and what was wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  // An empty variable means "unset", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = ZCheckedConfig.safeParse(present);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration:\n${issueLines(result.error).join('\n')}`);
  }
  return result.data;
}

export function dataPath(config: TConfig, ...parts: string[]): string {
  return path.resolve(config.DATA_DIR, ...parts);
}
