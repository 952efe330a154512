// Output configurations as the API takes them, shared by the outputs router and service.
import { z } from 'zod';

const RESERVED_HEADER = /^(host|content-length|content-type|transfer-encoding|connection|webhook-.*)$/i;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const ZTriggerEvent = z
  .enum(['pending', 'running', 'success', 'failed', 'reviewed'])
  .describe('An execution status (or a saved review) that makes the output deliver');

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
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'A host name or address')
  .describe('Host name or IP address of the server');

export const ZWebhookConfig = z.object({
  type: z.literal('webhook'),
  url: z.url({ protocol: /^https?$/ }).describe('http(s) URL that receives the JSON body'),
  headers: ZHeaders.describe('Extra request headers, e.g. an Authorization header of the receiver'),
  method: z.enum(['POST', 'PUT']).default('POST').describe('HTTP method'),
  retries: z.number().int().min(0).max(10).default(3).describe('Further attempts after a failure, with growing pauses'),
});
export const ZEmailConfig = z.object({
  type: z.literal('email'),
  recipients: z.array(z.email()).min(1).max(10).describe('1–10 e-mail addresses'),
  subject: z
    .string()
    .trim()
    .min(3)
    .max(300)
    .describe('Subject line; {{execution.title}}, {{execution.status}}, {{project.name}} … are filled in'),
  body: z.string().trim().min(3).max(10_000).describe('Text of the message, with the same placeholders as the subject'),
  attach_document: z.boolean().default(false).describe('Attach the uploaded documents'),
  attach_execution_result: z.boolean().default(true).describe('Attach json_result as <execution-id>.json'),
});
const fileTransfer = {
  host: ZHost,
  username: z.string().min(1).max(200).describe('Login name'),
  password: z
    .string()
    .max(500)
    .optional()
    .describe('Write-only (never returned): omitted keeps the stored one, "" removes it'),
  path: z.string().max(500).default('/').describe('Directory that receives <execution-id>.json (the webhook payload)'),
  upload_documents: z.boolean().default(false).describe('Upload the documents beside the result'),
  retries: z.number().int().min(0).max(10).default(3).describe('Further attempts after a failure, with growing pauses'),
};
export const ZFtpConfig = z.object({
  type: z.literal('ftp'),
  port: z.number().int().min(1).max(65535).default(21).describe('TCP port'),
  secure: z.boolean().default(false).describe('Explicit FTPS (TLS)'),
  ...fileTransfer,
});
export const ZSftpConfig = z.object({
  type: z.literal('sftp'),
  port: z.number().int().min(1).max(65535).default(22).describe('TCP port'),
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
