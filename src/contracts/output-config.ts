// Output configurations as the API takes them, shared by the outputs router and service.
import { z } from 'zod';

const RESERVED_HEADER = /^(host|content-length|content-type|transfer-encoding|connection|webhook-.*)$/i;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const ZTriggerEvent = z.enum(['pending', 'running', 'success', 'failed', 'reviewed']);

const ZHeaders = z
  .record(z.string(), z.string().max(2000))
  .default({})
  .superRefine((headers, ctx) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!HEADER_NAME.test(name) || RESERVED_HEADER.test(name)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `The header "${name}" cannot be set` });
      }
      if (/[\r\n]/.test(value)) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'Header values may not contain line breaks' });
      }
    }
  });

const ZHost = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'A host name or address');

export const ZWebhookConfig = z.object({
  type: z.literal('webhook'),
  url: z.url({ protocol: /^https?$/ }),
  headers: ZHeaders,
  method: z.enum(['POST', 'PUT']).default('POST'),
  retries: z.number().int().min(0).max(10).default(3),
});
export const ZEmailConfig = z.object({
  type: z.literal('email'),
  recipients: z.array(z.email()).min(1).max(10),
  subject: z.string().trim().min(3).max(300),
  body: z.string().trim().min(3).max(10_000),
  attach_document: z.boolean().default(false),
  attach_execution_result: z.boolean().default(true),
});
const fileTransfer = {
  host: ZHost,
  username: z.string().min(1).max(200),
  /** Write-only: omitted keeps the stored one, "" removes it. */
  password: z.string().max(500).optional(),
  path: z.string().max(500).default('/'),
  upload_documents: z.boolean().default(false),
  retries: z.number().int().min(0).max(10).default(3),
};
export const ZFtpConfig = z.object({
  type: z.literal('ftp'),
  port: z.number().int().min(1).max(65535).default(21),
  secure: z.boolean().default(false),
  ...fileTransfer,
});
export const ZSftpConfig = z.object({
  type: z.literal('sftp'),
  port: z.number().int().min(1).max(65535).default(22),
  host_fingerprint: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .default(null)
    .describe('SHA256:… of the server host key, to pin it'),
  ...fileTransfer,
});
export const ZOutputConfigInput = z.discriminatedUnion('type', [ZWebhookConfig, ZEmailConfig, ZFtpConfig, ZSftpConfig]);
