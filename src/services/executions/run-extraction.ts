import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { TConfig } from '../../config.ts';
import { isDatabaseUnavailable, retryOnDisconnect } from '../../db/connection-errors.ts';
import { type TAiRequestRow, writeAiRequests } from '../../extraction/ai-request-rows.ts';
import { DocumentReadError } from '../../extraction/documents/read-document.ts';
import { extractWithCache } from '../../extraction/extract-with-cache.ts';
import { extractWithFallback } from '../../extraction/extract-with-fallback.ts';
import { providerForMode } from '../../extraction/providers/registry.ts';
import type { TResultProblem } from '../../extraction/schema/validate-result.ts';
import type { TExtractionProvider, TExtractionRequest, TExtractionResponse } from '../../extraction/types.ts';
import { codedMessage, englishOf, inFile, textMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import type { TStorage } from '../../storage/storage.ts';
import { storageUnavailableError } from '../../storage/storage-errors.ts';
import { extractionSettingsOf, readStoredDocuments } from './extraction-input.ts';
import { ModelUnreachableError, reportingUnreachable } from './model-unreachable.ts';
import {
  claimExecution,
  finishExecution,
  releaseExecution,
  type TClaim,
  type TOutcome,
  type TRunExecution,
} from './transitions.ts';

export type TRunDeps = {
  em: EntityManager;
  config: TConfig;
  storage: TStorage;
  transaction: TJobQueue['transaction'];
  /** Jobs are rows of PostgreSQL: claim and finish write their jobs themselves, one statement each. */
  jobsInStatement?: boolean;
  /** Aborted when a shutdown hands this run to another worker: then nothing is written. */
  released?: AbortSignal;
  /**
   * Aborted when this run lost its claim (its heartbeat found the execution taken over, or could
   * not reach the database for longer than a takeover takes): model calls stop, nothing is written.
   */
  lost?: AbortSignal;
  /** Told the claim as soon as it is made (the job keeps it alive and hands it back on shutdown). */
  onClaim?: (claim: TClaim) => void;
  /**
   * The job row that runs this extraction (jobs in PostgreSQL): the finish deletes it in its own
   * statement and says so through `deleted`, so the queue does not delete it again.
   */
  jobRow?: { id: string; deleted(): void };
  /** The job's logger: reading logs what an operator must see (OCR language data that would not load). */
  log?: Logger;
  /**
   * No retry of the job follows this run. Until then an unreachable file storage hands the execution
   * back for the job's retry (a short outage is not the document's fault); on the last one it fails.
   * Unset (a run outside the queue): no retry follows.
   */
  finalAttempt?: boolean;
};

/** A failure a user can act on, one error line each; anything else is logged as internal and shown generically. */
class ExtractionFailure extends Error {
  readonly lines: TCodedMessage[];

  constructor(lines: TCodedMessage[]) {
    super(lines.map(englishOf).join('\n'));
    this.lines = lines;
  }
}

/** Model calls of a run that lost its claim are cancelled (they cost money and a job slot). */
function cancelledWith(provider: TExtractionProvider, signal: AbortSignal | undefined): TExtractionProvider {
  if (!signal) {
    return provider;
  }
  return {
    ...provider,
    extract: (request, options) =>
      provider.extract(request, { signal: options.signal ? AbortSignal.any([options.signal, signal]) : signal }),
  };
}

/** Settles with `work`, or rejects as soon as `signal` aborts (the work is left to end unobserved). */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) {
    return work;
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Errors a provider reports beside a partial result (providers may add them to their answer). */
function providerErrors(response: TExtractionResponse): TCodedMessage[] {
  const errors = (response as { errors?: unknown }).errors;
  return Array.isArray(errors)
    ? errors.filter((error): error is string => typeof error === 'string').map(textMessage)
    : [];
}

const problemLine = (problem: TResultProblem) => codedMessage(problem.code, { path: problem.path, ...problem.params });

const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Read → extract (with repair and fallback) → validate → title: the outcome, written by the caller. */
async function extract(deps: TRunDeps, execution: TRunExecution, aiRequests: TAiRequestRow[]): Promise<TOutcome> {
  const { revision } = execution;
  if (!revision) {
    throw new ExtractionFailure([codedMessage('error.no_schema')]);
  }
  // A lost claim or a hand-back cancels the reading too: OCR of a page nobody will use is skipped.
  const stopped = [deps.lost, deps.released].filter((signal) => signal !== undefined);
  const documents = await readStoredDocuments({
    ...deps,
    documents: execution.documents,
    log: deps.log?.child({ executionId: execution.id }),
    signal: stopped.length > 0 ? AbortSignal.any(stopped) : undefined,
  });
  const readWarnings = [
    ...(execution.skippedAttachments ?? []).map((name) => codedMessage('warning.attachment_unsupported', { name })),
    ...documents.flatMap((document) => document.warnings.map((warning) => inFile(warning, document.fileName))),
  ];
  if (documents.every((document) => document.pages.every((page) => page.text.trim() === ''))) {
    // One error line per reason, so each is shown in the reader's language.
    throw new ExtractionFailure([codedMessage('error.no_text'), ...readWarnings]);
  }
  const request: TExtractionRequest = { documents, ...extractionSettingsOf(revision) };
  // With fallback on, a failed call or an invalid answer gets one more try in the next mode up.
  const outcome = await extractWithFallback({
    config: deps.config,
    request,
    mode: execution.processingMode,
    fallback: execution.processingModeFallback,
    call: (provider, req) =>
      extractWithCache({
        em: deps.em,
        config: deps.config,
        provider,
        request: req,
        teamId: execution.teamId,
        record: (row) => aiRequests.push(row),
      }),
    providerFor: (mode) => cancelledWith(reportingUnreachable(providerForMode(deps.config, mode)), deps.lost),
  });
  const { response, problems, fallbackMode } = outcome;
  const errors = [...providerErrors(response), ...problems.map(problemLine)];
  return {
    // Missing required fields fail the execution, but the values that were found are kept.
    status: errors.length > 0 ? 'failed' : 'success',
    jsonResult: asObject(response.result),
    sources: response.sources,
    title: (response.title ?? execution.title)?.slice(0, 300) ?? null,
    warnings: [...readWarnings, ...response.warnings],
    errors,
    internalError: null,
    fallbackMode,
  };
}

function failure(error: unknown): TOutcome {
  const known =
    error instanceof ExtractionFailure || error instanceof DocumentReadError || error instanceof ModelUnreachableError;
  const lines =
    error instanceof ExtractionFailure
      ? error.lines
      : error instanceof DocumentReadError || error instanceof ModelUnreachableError
        ? [error.coded]
        : // An unreachable bucket is said as such (the operator still gets the error's text below).
          storageUnavailableError(error)
          ? [codedMessage('error.storage_unreachable')]
          : [codedMessage('error.internal')];
  return {
    status: 'failed',
    jsonResult: null,
    sources: null,
    title: null,
    warnings: [],
    errors: lines,
    internalError: known
      ? null
      : error instanceof Error
        ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
        : String(error),
    fallbackMode: null,
  };
}

/**
 * The extraction run of one execution (the orchestrator). Claims it with one conditional update
 * (a job that runs twice does the work once), extracts, and writes the outcome fenced by the
 * claim, so a run that lost its claim (taken over after a stall) cannot overwrite a newer one.
 */
export async function runExtraction(deps: TRunDeps, executionId: string): Promise<void> {
  const transitionDeps = {
    ...deps,
    lockSeconds: deps.config.JOB_LOCK_SECONDS,
    jobsInStatement: deps.jobsInStatement ?? false,
  };
  // One key for every try of this claim: a try whose committed answer was lost with the connection
  // is recognised by the next one, instead of the run ending and the execution waiting for the reconciler.
  const key = randomUUID();
  const claim = await retryOnDisconnect(() => claimExecution(transitionDeps, { executionId, key }));
  if (!claim) {
    return;
  }
  deps.onClaim?.(claim);
  // The model calls of this run, written with the outcome (or on their own when there is none).
  const aiRequests: TAiRequestRow[] = [];
  // Without a finish the calls are recorded on their own; a failure to do so (the database away)
  // must not keep the execution from being handed back, so it only loses those rows.
  const recordCalls = () =>
    retryOnDisconnect(() => writeAiRequests(deps.em, executionId, [...aiRequests])).catch(() => {});
  const { execution } = claim;
  let outcome: TOutcome;
  try {
    outcome = await unlessAborted(extract(deps, execution, aiRequests), deps.lost);
  } catch (error) {
    if (deps.lost?.aborted) {
      await recordCalls(); // paid for, whoever writes the outcome
      return; // another worker holds the execution now: its run writes the outcome
    }
    if (deps.released?.aborted) {
      // Shutting down (OCR stopped under us): not the document's fault. The next worker runs it.
      await releaseExecution(deps.em, claim);
      await recordCalls();
      return;
    }
    const storageAway = deps.finalAttempt === false && storageUnavailableError(error) !== null;
    if (isDatabaseUnavailable(error) || storageAway) {
      // A cut connection (failover) or a storage outage is not the document's fault: hand it back and
      // let the job's retry (with backoff) run it again, instead of recording a failure.
      await retryOnDisconnect(() => releaseExecution(deps.em, claim)).catch(() => {});
      await recordCalls();
      throw error;
    }
    if (error instanceof ModelUnreachableError) {
      // The member's message leaves the model server's address out (the operator's); the log has it.
      deps.log?.warn({ err: error.cause, executionId }, 'the extraction model could not be reached');
    }
    outcome = failure(error);
  }
  if (deps.released?.aborted) {
    await releaseExecution(deps.em, claim);
    await recordCalls();
    return;
  }
  const finished = await retryOnDisconnect(() =>
    finishExecution(transitionDeps, claim, execution, outcome, {
      aiRequests,
      jobRowId: deps.jobRow?.id ?? null,
    }),
  );
  if (finished && transitionDeps.jobsInStatement) {
    deps.jobRow?.deleted();
  }
}
