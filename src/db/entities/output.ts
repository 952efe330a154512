import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { baseProperties } from './base.ts';
import { EXECUTION_STATUSES } from './execution.ts';
import { Project } from './project.ts';

export const OUTPUT_TYPES = ['webhook', 'email', 'ftp', 'sftp'] as const;
export type TOutputType = (typeof OUTPUT_TYPES)[number];
/** Statuses, plus `reviewed`: a member saved a correction (the payload carries `reviewed_result`). */
export const TRIGGER_EVENTS = [...EXECUTION_STATUSES, 'reviewed'] as const;
export type TTriggerEvent = (typeof TRIGGER_EVENTS)[number];

/** Settings by type; passwords are not here (see `passwordEncrypted`). */
export type TOutputConfig =
  | { type: 'webhook'; url: string; headers: Record<string, string>; method: 'POST' | 'PUT'; retries: number }
  | {
      type: 'email';
      recipients: string[];
      subject: string;
      body: string;
      attach_document: boolean;
      attach_execution_result: boolean;
    }
  | {
      type: 'ftp' | 'sftp';
      host: string;
      port: number;
      username: string;
      path: string;
      upload_documents: boolean;
      secure?: boolean;
      host_fingerprint?: string | null;
      retries?: number;
    };

/** A delivery target of a project: when an execution reaches a trigger status, it is sent here. */
export const Output = defineEntity({
  name: 'Output',
  tableName: 'outputs',
  properties: {
    ...baseProperties,
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    name: p.string().length(100),
    type: p.enum(OUTPUT_TYPES),
    enabled: p.boolean().default(true),
    triggerEvents: p.json<TTriggerEvent[]>(),
    config: p.json<TOutputConfig>(),
    /** FTP/SFTP password, AES-256-GCM with the app secret; never returned by the API. */
    passwordEncrypted: p.text().nullable(),
    /** Standard Webhooks signing secret (`whsec_…`), encrypted at rest. */
    signingSecretEncrypted: p.text().nullable(),
  },
});

export type TOutput = InferEntity<typeof Output>;
