import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Document, type TDocument } from '../../db/entities/document.ts';
import { Execution } from '../../db/entities/execution.ts';
import type { TProcessingMode, TProject } from '../../db/entities/project.ts';
import type { TAddJob } from '../../jobs/queue.ts';
import type { TActor } from '../auth/actor.ts';
import { changeStatus, executionLabelSql } from './status.ts';

export type TNewDocument = {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
};

export type TIntakeRows = {
  actor: TActor | null;
  project: TProject;
  executionType: 'web' | 'api' | 'email';
  documents: TNewDocument[] | TDocument[];
  reference: string | null;
  metadata: Record<string, unknown> | null;
  processingMode: TProcessingMode;
  processingModeFallback: boolean;
  idempotencyKey: string | null;
};

type TDocumentRow = Record<string, unknown> & { id: string; file_name: string };

const isRow = (document: TDocumentRow | TDocument): document is TDocumentRow => 'file_name' in document;

/** An intake's rows as PostgreSQL has them (column names), documents in upload order. */
export type TWrittenIntake = {
  execution: Record<string, unknown> & { id: string };
  documents: (TDocumentRow | TDocument)[];
};

// The columns written, in the order of `insert … select` below (the rest keep their defaults).
const DOCUMENT_COLUMNS = `id, created_at, project_id, uploaded_by_user_id, uploaded_by_api_key_id, file_name,
  file_content_type, size_bytes, sha256, storage_key`;
const EXECUTION_COLUMNS = `id, created_at, project_id, created_by_user_id, created_by_api_key_id, execution_type,
  processing_mode, processing_mode_fallback, reference, metadata, errors, warnings, error_details, warning_details, idempotency_key, search_text`;

// What the columns not written hold in a new execution (their defaults), for the entity answered.
const UNSET_EXECUTION_COLUMNS = {
  status: 'pending' as const,
  excluded_from_evaluation: false,
  processing_mode_fallback_mode: null,
  title: null,
  json_result: null,
  sources: null,
  started_at: null,
  heartbeat_at: null,
  claim_key: null,
  completed_at: null,
  internal_error: null,
  reviewed_result: null,
  reviewed_by_user_id: null,
  reviewed_at: null,
};

/**
 * Writes an intake in one statement: the new Document rows, the pending execution on the project's
 * latest revision, its links to the documents, what its status change writes (team event,
 * deliveries, NOTIFY; see changeStatus) and the extraction job — added to the caller's transaction
 * with `addJob`, or written by the statement itself with its delivery jobs ('in statement', for
 * queues with `jobsInStatement`: then the statement is the whole intake, atomic on its own). The rows are
 * made here as the ORM would make them (ids and times from this process), sent as JSON and read by
 * PostgreSQL into the tables' own row types; the entities answered are mapped from the same values.
 */
export async function writeIntakeRows(
  em: EntityManager,
  addJob: TAddJob | 'in statement',
  intake: TIntakeRows,
): Promise<TWrittenIntake> {
  const { actor, project } = intake;
  const now = new Date();
  const uploadedBy = {
    uploaded_by_user_id: actor?.kind === 'user' ? actor.userId : null,
    uploaded_by_api_key_id: actor?.kind === 'api_key' ? actor.apiKeyId : null,
  };
  const newRows = intake.documents.flatMap((document) =>
    'id' in document
      ? []
      : [
          {
            id: randomUUID(),
            created_at: now,
            project_id: project.id,
            ...uploadedBy,
            file_name: document.fileName,
            file_content_type: document.contentType,
            size_bytes: document.sizeBytes,
            sha256: document.sha256,
            storage_key: document.storageKey,
          },
        ],
  );
  let position = 0;
  const documents = intake.documents.map((document) =>
    'id' in document ? document : (newRows[position++] as TDocumentRow),
  );
  const row = {
    id: randomUUID(),
    created_at: now,
    project_id: project.id,
    created_by_user_id: uploadedBy.uploaded_by_user_id,
    created_by_api_key_id: uploadedBy.uploaded_by_api_key_id,
    execution_type: intake.executionType,
    processing_mode: intake.processingMode,
    processing_mode_fallback: intake.processingModeFallback,
    reference: intake.reference,
    metadata: intake.metadata,
    errors: [],
    warnings: [],
    error_details: [],
    warning_details: [],
    idempotency_key: intake.idempotencyKey,
    search_text: [intake.reference ?? '', ...intake.documents.map((document) => document.fileName)]
      .join(' ')
      .toLowerCase(),
  };
  const extraction = { executionId: row.id };
  if (addJob !== 'in statement') {
    addJob('extraction.run', extraction);
  }
  const jobs = addJob === 'in statement' ? [{ jobId: 'extraction.run', payload: extraction }] : addJob;
  const [written] = await changeStatus<{ project_revision_id: string | null }>(em, jobs, {
    rows: {
      sql: `new_documents as (
          insert into documents (${DOCUMENT_COLUMNS})
          select ${DOCUMENT_COLUMNS} from jsonb_populate_recordset(null::documents, ?::jsonb)
        ),
        links as (
          insert into execution_documents (execution_id, document_id) select ?::uuid, unnest(?::uuid[])
        )`,
      params: [JSON.stringify(newRows), row.id, `{${documents.map((document) => document.id).join(',')}}`],
    },
    source: `insert into executions (${EXECUTION_COLUMNS}, project_revision_id)
        select ${EXECUTION_COLUMNS}, (select id from project_revisions where project_id = r.project_id
          order by revision desc limit 1)
        from jsonb_populate_record(null::executions, ?::jsonb) r
        returning id, project_id, project_revision_id, ?::uuid as team_id, ${executionLabelSql('executions')} as label`,
    params: [JSON.stringify(row), project.team.id],
    status: 'pending',
  });
  return {
    execution: { ...row, ...UNSET_EXECUTION_COLUMNS, project_revision_id: written?.project_revision_id ?? null },
    documents,
  };
}

/**
 * The entities of a written intake (after its commit: mapped in the transaction, they would be
 * part of the flush that runs at commit, for nothing).
 */
export function intakeEntities(em: EntityManager, written: TWrittenIntake) {
  return {
    execution: em.map(Execution, written.execution),
    documents: written.documents.map((document) => (isRow(document) ? em.map(Document, document) : document)),
  };
}
