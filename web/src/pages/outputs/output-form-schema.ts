import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  ZEmailConfig,
  ZFtpConfig,
  ZSftpConfig,
  ZTriggerEvent,
  ZWebhookConfig,
} from '../../../../src/contracts/output-config.ts';
import { ZCreateOutputInput } from '../../../../src/routers/outputs/create-output.types.ts';
import { ZOutput } from '../../../../src/routers/outputs/outputs.types.ts';
import { encodeFieldMessage, zodIssueMessage } from '../../i18n/field-messages.ts';
import type { TRouterOutputs } from '../../lib/api-types.ts';

export type TOutput = TRouterOutputs['outputs']['list'][number];
export type TOutputType = TOutput['type'];
export type TTriggerEvent = z.infer<typeof ZTriggerEvent>;

export const OUTPUT_TYPES = ZOutput.shape.type.options;
export const TRIGGER_EVENTS = ZTriggerEvent.options;
export const WEBHOOK_METHODS = ZWebhookConfig.shape.method.unwrap().options;
export const DEFAULT_PORT = { ftp: 21, sftp: 22 } as const;

export function isOutputType(value: string | null): value is TOutputType {
  return OUTPUT_TYPES.some((type) => type === value);
}

/**
 * The form holds every type's fields flat (one form, fields shown by type); the settings of the
 * chosen type are then checked by the server's own schema (ZWebhookConfig, …) and sent as `config`.
 */
const ZOutputFormFields = z.object({
  name: ZCreateOutputInput.shape.name,
  enabled: z.boolean(),
  trigger_events: z.array(ZTriggerEvent).min(1),
  type: ZOutput.shape.type,
  url: z.string(),
  method: z.enum(WEBHOOK_METHODS),
  retries: z.number(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  recipients: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  attach_document: z.boolean(),
  attach_execution_result: z.boolean(),
  host: z.string(),
  port: z.number(),
  username: z.string(),
  password: z.string(),
  /** Edit only: remove the stored password (an empty password field keeps it). */
  clear_password: z.boolean(),
  path: z.string(),
  upload_documents: z.boolean(),
  secure: z.boolean(),
  host_fingerprint: z.string(),
});

export type TOutputFormValues = z.input<typeof ZOutputFormFields>;

/** `config` as the API takes it, from the fields of the chosen type. */
function rawConfig(values: TOutputFormValues): Record<string, unknown> {
  const headers = Object.fromEntries(
    values.headers.filter((row) => row.name.trim() !== '').map((row) => [row.name.trim(), row.value]),
  );
  const transfer = {
    host: values.host,
    port: values.port,
    username: values.username,
    path: values.path,
    upload_documents: values.upload_documents,
    retries: values.retries,
    // Write-only: an empty field keeps what is stored, unless the user asked to remove it.
    ...(values.clear_password ? { password: '' } : values.password ? { password: values.password } : {}),
  };
  switch (values.type) {
    case 'webhook':
      return { type: 'webhook', url: values.url.trim(), method: values.method, retries: values.retries, headers };
    case 'email':
      return {
        type: 'email',
        recipients: values.recipients,
        subject: values.subject,
        body: values.body,
        attach_document: values.attach_document,
        attach_execution_result: values.attach_execution_result,
      };
    case 'ftp':
      return { type: 'ftp', ...transfer, secure: values.secure };
    case 'sftp':
      return { type: 'sftp', ...transfer, host_fingerprint: values.host_fingerprint.trim() || null };
  }
}

const CONFIG_SCHEMA = { webhook: ZWebhookConfig, email: ZEmailConfig, ftp: ZFtpConfig, sftp: ZSftpConfig } as const;
const messageOf = (issue: Parameters<typeof zodIssueMessage>[0]) => encodeFieldMessage(zodIssueMessage(issue));

export const ZOutputForm = ZOutputFormFields.superRefine((values, ctx) => {
  // Each header row on its own, so a refused name is marked on its row (the server's rule decides).
  values.headers.forEach((row, index) => {
    const name = row.name.trim();
    if (values.type !== 'webhook' || (name === '' && row.value === '')) {
      return;
    }
    if (name === '') {
      ctx.addIssue({ code: 'custom', path: ['headers', index, 'name'], message: messageOf({ code: 'invalid_type' }) });
    } else if (!ZWebhookConfig.shape.headers.safeParse({ [name]: row.value }).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['headers', index, 'name'],
        message: encodeFieldMessage({ id: 'outputForm.headerRefused', values: { name } }),
      });
    }
  });
  const parsed = CONFIG_SCHEMA[values.type].safeParse(rawConfig(values), { error: messageOf });
  for (const issue of parsed.error?.issues ?? []) {
    const [field, index] = issue.path;
    if (typeof field !== 'string' || field === 'headers') {
      continue;
    }
    // A refused recipient is marked on the recipients field.
    const at = field === 'recipients' && typeof index === 'number' ? ['recipients'] : [field];
    ctx.addIssue({ code: 'custom', path: at, message: issue.message });
  }
}).transform((values) => ({
  name: values.name,
  enabled: values.enabled,
  trigger_events: values.trigger_events,
  config: CONFIG_SCHEMA[values.type].parse(rawConfig(values)),
}));

/** What a new e-mail output says until the user changes it, in the user's language. */
export type TEmailDefaults = { subject: string; body: string };

/** Form values for a new output of `type`, with the API's defaults. */
export function newOutputValues(type: TOutputType, email: TEmailDefaults): TOutputFormValues {
  return {
    name: '',
    enabled: true,
    trigger_events: ['success'],
    type,
    url: '',
    method: 'POST',
    retries: 3,
    headers: [],
    recipients: [],
    subject: type === 'email' ? email.subject : '',
    body: type === 'email' ? email.body : '',
    attach_document: false,
    attach_execution_result: true,
    host: '',
    port: type === 'sftp' ? DEFAULT_PORT.sftp : DEFAULT_PORT.ftp,
    username: '',
    password: '',
    clear_password: false,
    path: '/',
    upload_documents: false,
    secure: false,
    host_fingerprint: '',
  };
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Form values showing a stored output (its config is loosely typed by the API: it depends on the type). */
export function outputValues(output: TOutput): TOutputFormValues {
  const base = newOutputValues(output.type, { subject: '', body: '' });
  const config = output.config;
  const headers = typeof config.headers === 'object' && config.headers !== null ? config.headers : {};
  return {
    ...base,
    name: output.name,
    enabled: output.enabled,
    trigger_events: output.trigger_events,
    url: text(config.url, base.url),
    method: config.method === 'PUT' ? 'PUT' : 'POST',
    retries: number(config.retries, base.retries),
    headers: Object.entries(headers).map(([name, value]) => ({ name, value: String(value) })),
    recipients: Array.isArray(config.recipients) ? config.recipients.map(String) : [],
    subject: text(config.subject, base.subject),
    body: text(config.body, base.body),
    attach_document: flag(config.attach_document, base.attach_document),
    attach_execution_result: flag(config.attach_execution_result, base.attach_execution_result),
    host: text(config.host, base.host),
    port: number(config.port, base.port),
    username: text(config.username, base.username),
    path: text(config.path, base.path),
    upload_documents: flag(config.upload_documents, base.upload_documents),
    secure: flag(config.secure, base.secure),
    host_fingerprint: text(config.host_fingerprint, base.host_fingerprint),
  };
}

/** What e-mail subject and body may contain (filled in by src/delivery/placeholders.ts). */
export const PLACEHOLDERS = [
  '{{execution.title}}',
  '{{execution.status}}',
  '{{execution.reference}}',
  '{{execution.id}}',
  '{{project.name}}',
] as const;

export type TOutputForm = UseFormReturn<z.input<typeof ZOutputForm>, unknown, z.output<typeof ZOutputForm>>;
export type TOutputInput = z.output<typeof ZOutputForm>;
