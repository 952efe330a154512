import type { z } from 'zod';
import type { TJobDefinition } from '../define-job.ts';
import { accountMailJob } from './account-mail.ts';
import { runDeliveryJob } from './delivery-run.ts';
import { runEvaluationDocumentJob } from './evaluation-document.ts';
import { runExtractionJob } from './extraction-run.ts';
import { sendMailJob } from './mail-send.ts';
import { codeOldMessagesJob } from './maintenance-code-old-messages.ts';
import { purgeExpiredJob } from './maintenance-purge-expired.ts';
import { requeueStaleJob } from './maintenance-requeue-stale.ts';
import { deleteProjectJob } from './project-delete.ts';
import { initialSchemaJob } from './schema-initial.ts';

/** Every job the worker runs. A job id is `<area>.<verb>`. */
export const jobDefinitions = [
  purgeExpiredJob,
  sendMailJob,
  accountMailJob,
  deleteProjectJob,
  runExtractionJob,
  requeueStaleJob,
  runDeliveryJob,
  initialSchemaJob,
  runEvaluationDocumentJob,
  codeOldMessagesJob,
] as const;

type TDefinitions = (typeof jobDefinitions)[number];

/** Payload type of each job id, for a typed `enqueue`. */
export type TJobPayloads = { [D in TDefinitions as D['id']]: z.input<D['payload']> };
export type TJobId = keyof TJobPayloads;

export const jobDefinitionsById = new Map<string, TJobDefinition>(
  jobDefinitions.map((definition) => [definition.id, definition as TJobDefinition]),
);
