import type { EntityManager } from '@mikro-orm/postgresql';
import type { TProcessingMode } from '../../db/entities/project.ts';
import { aiRequestsCte, aiRequestsParams, type TAiRequestRow } from '../../extraction/ai-request-rows.ts';
import type { TSourceMap } from '../../extraction/types.ts';
import { englishOf } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { AGENDA_TABLE } from '../../jobs/job-rows.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import type { TRevisionSettings } from './extraction-input.ts';
import { changeStatus, executionLabelSql, type TStatementPart } from './status.ts';

/**
 * Heartbeats follow the job lock (JOB_LOCK_SECONDS): one every third of it, and an execution whose
 * heartbeat is older than 0.6 of it is claimable — by the time agenda hands the dead worker's job
 * to another (a full lock lifetime), the execution is always claimable, and never while alive.
 */
export const heartbeatMs = (lockSeconds: number) => (lockSeconds * 1000) / 3;
export const staleAfterSeconds = (lockSeconds: number) => lockSeconds * 0.6;

/** Proof of one claim: the claim's start time to the microsecond; every later write is fenced by it. */
export type TClaim = { executionId: string; token: string };

/** What a run reads of its execution, returned by the claim itself (no second query, no entities). */
export type TRunExecution = {
  id: string;
  teamId: string;
  title: string | null;
  reference: string | null;
  searchText: string;
  processingMode: TProcessingMode;
  processingModeFallback: boolean;
  revision: TRevisionSettings | null;
  /** In upload order. */
  documents: { storageKey: string; fileName: string; fileContentType: string }[];
  /** Attachments of a mailed message that ingest left out, unsupported (a warning each). */
  skippedAttachments?: string[];
};

export type TOutcome = {
  status: 'success' | 'failed';
  jsonResult: Record<string, unknown> | null;
  sources: TSourceMap | null;
  title: string | null;
  warnings: TCodedMessage[];
  errors: TCodedMessage[];
  internalError: string | null;
  fallbackMode: TProcessingMode | null;
};

type TDeps = {
  em: EntityManager;
  transaction: TJobQueue['transaction'];
  lockSeconds: number;
  /** Jobs are rows of PostgreSQL: a status change writes its jobs itself, one statement, no BEGIN/COMMIT. */
  jobsInStatement?: boolean;
};

/** One status change with its jobs: a single statement when jobs live in PostgreSQL, else a transaction. */
function changeStatusWithJobs<TRow extends Record<string, unknown>>(
  deps: TDeps,
  change: Parameters<typeof changeStatus>[2],
): Promise<TRow[]> {
  if (deps.jobsInStatement) {
    return changeStatus<TRow>(deps.em.fork(), [], change);
  }
  return deps.transaction(deps.em.fork(), (tx, addJob) => changeStatus<TRow>(tx, addJob, change));
}

/**
 * pending → running, or a running execution whose worker stopped sending heartbeats: one
 * conditional update, committed with its team event and deliveries. A takeover (the execution was
 * running already) records nothing again: its "running" event and deliveries exist. `key` names the
 * run: a repeat with the same key (its first answer lost with the connection) gets the claim back.
 */
export async function claimExecution(
  deps: TDeps,
  { executionId, key }: { executionId: string; key: string },
): Promise<(TClaim & { execution: TRunExecution }) | null> {
  // The previous status is read under the row lock the update takes anyway. The RETURNING list
  // carries what the run reads (revision settings, documents), saving a query per document.
  const [row] = await changeStatusWithJobs<TClaimedRow>(deps, {
    source: `update executions e set status = 'running', started_at = clock_timestamp(), heartbeat_at = now(),
         errors = '[]', warnings = '[]', error_details = '[]', warning_details = '[]', claim_key = ?::uuid
       from projects p, (select id, status from executions where id = ? for update) previous
       where e.id = previous.id and p.id = e.project_id and (e.status = 'pending'
         or (e.status = 'running' and (e.claim_key = ?::uuid
           or coalesce(e.heartbeat_at, e.started_at) < now() - make_interval(secs => ?))))
       returning e.id, e.project_id, p.team_id, ${executionLabelSql('e')} as label,
         e.started_at::text as token, previous.status as previous_status, e.title, e.reference, e.search_text,
         e.processing_mode, e.processing_mode_fallback,
         case when e.execution_type = 'email' then e.metadata -> 'skipped_attachments' end as skipped_attachments,
         (select json_build_object('outputSchema', r.output_schema, 'inputDescription', r.input_description,
            'inputLanguage', r.input_language, 'outputLanguage', r.output_language, 'titleConfig', r.title_config)
          from project_revisions r where r.id = e.project_revision_id) as revision,
         (select coalesce(json_agg(json_build_object('storageKey', d.storage_key, 'fileName', d.file_name,
            'fileContentType', d.file_content_type) order by d.created_at, d.id), '[]'::json)
          from execution_documents ed join documents d on d.id = ed.document_id where ed.execution_id = e.id) as documents`,
    params: [key, executionId, key, staleAfterSeconds(deps.lockSeconds)],
    record: `previous_status = 'pending'`,
    status: 'running',
  });
  if (!row) {
    return null;
  }
  return {
    executionId,
    token: row.token,
    execution: {
      id: executionId,
      teamId: row.team_id,
      title: row.title,
      reference: row.reference,
      searchText: row.search_text,
      processingMode: row.processing_mode,
      processingModeFallback: row.processing_mode_fallback,
      revision: parsedJson(row.revision),
      documents: parsedJson(row.documents) ?? [],
      skippedAttachments: [parsedJson(row.skipped_attachments)]
        .flat()
        .filter((name): name is string => typeof name === 'string'),
    },
  };
}

type TClaimedRow = {
  token: string;
  team_id: string;
  title: string | null;
  reference: string | null;
  search_text: string;
  processing_mode: TProcessingMode;
  processing_mode_fallback: boolean;
  skipped_attachments: unknown[] | string | null;
  revision: TRevisionSettings | string | null;
  documents: TRunExecution['documents'] | string | null;
};

/** A json column as the driver hands it: parsed already, or (through some paths) still text. */
const parsedJson = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** Keeps the claim alive; false when it was lost (another worker took the execution over). */
export async function refreshClaim(em: EntityManager, claim: TClaim): Promise<boolean> {
  const rows = await em.fork().execute<{ id: string }[]>(
    `update executions set heartbeat_at = now()
     where id = ? and status = 'running' and started_at = ?::timestamptz returning id`,
    [claim.executionId, claim.token],
  );
  return rows.length === 1;
}

/** Hands a claimed execution back (shutdown): pending again, so the next worker claims it at once. */
export async function releaseExecution(em: EntityManager, claim: TClaim): Promise<void> {
  await em.fork().execute(
    `update executions set status = 'pending', started_at = null, heartbeat_at = null
     where id = ? and status = 'running' and started_at = ?::timestamptz`,
    [claim.executionId, claim.token],
  );
}

/**
 * running → success | failed with the outcome, its team event, deliveries and their jobs, in one
 * statement (one transaction). The run's AI request rows are written by it too, whether or not the
 * claim still holds (the calls were paid for); and, when the claim holds, the job that ran it
 * (`jobRowId`) is deleted, which saves the queue its own DELETE.
 */
export async function finishExecution(
  deps: TDeps,
  claim: TClaim,
  execution: Pick<TRunExecution, 'id' | 'title' | 'searchText'>,
  outcome: TOutcome,
  run: { aiRequests: TAiRequestRow[]; jobRowId: string | null },
): Promise<boolean> {
  const title = outcome.title ?? execution.title ?? null;
  const searchText = `${execution.searchText} ${title ?? ''}`.toLowerCase().slice(0, 10_000);
  const also: TStatementPart[] = [];
  if (run.aiRequests.length > 0) {
    also.push({ cte: aiRequestsCte, params: aiRequestsParams(claim.executionId, run.aiRequests) });
  }
  if (run.jobRowId && deps.jobsInStatement) {
    also.push({
      cte: `ran as (delete from ${AGENDA_TABLE} where id = ?::uuid and exists (select 1 from changed))`,
      params: [run.jobRowId],
    });
  }
  const rows = await changeStatusWithJobs(deps, {
    source: `update executions e set status = ?, json_result = ?::jsonb, sources = ?::jsonb, title = ?,
           warnings = ?::jsonb, errors = ?::jsonb, warning_details = ?::jsonb, error_details = ?::jsonb,
           internal_error = ?,
           processing_mode_fallback_mode = coalesce(?, e.processing_mode_fallback_mode), completed_at = now(),
           search_text = ?
         from projects p
         where e.id = ? and p.id = e.project_id and e.status = 'running' and e.started_at = ?::timestamptz
         returning e.id, e.project_id, p.team_id, ${executionLabelSql('e')} as label`,
    params: [
      outcome.status,
      outcome.jsonResult === null ? null : JSON.stringify(outcome.jsonResult),
      outcome.sources === null ? null : JSON.stringify(outcome.sources),
      title,
      // The English text stays for readers of the column (old servers, the review filter); the codes render.
      JSON.stringify(outcome.warnings.map(englishOf)),
      JSON.stringify(outcome.errors.map(englishOf)),
      JSON.stringify(outcome.warnings),
      JSON.stringify(outcome.errors),
      outcome.internalError,
      outcome.fallbackMode,
      searchText,
      claim.executionId,
      claim.token,
    ],
    status: outcome.status,
    errors: outcome.errors,
    also,
  });
  // None: the claim was lost, and the run that holds it now writes the outcome.
  return rows.length === 1;
}
