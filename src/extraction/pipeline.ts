import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../config.ts';
import { Execution, type TExecution } from '../db/entities/execution.ts';
import type { TProcessingMode } from '../db/entities/project.ts';
import type { TProjectRevision } from '../db/entities/project-revision.ts';
import { announceExecutionStatus, type TEnqueue } from '../services/executions/status.ts';
import type { TStorage } from '../storage/storage.ts';
import { DocumentReadError, readDocument } from './documents/read-document.ts';
import { extractWithCache } from './extract-with-cache.ts';
import { ocrSettingsFromConfig } from './ocr/index.ts';
import { fallbackModeOf, providerForMode } from './providers/registry.ts';
import type { TDocumentText, TExtractionRequest, TExtractionResponse } from './types.ts';

export type TPipelineDeps = { em: EntityManager; config: TConfig; storage: TStorage; enqueue: TEnqueue };

/** A failure a user can act on; anything else is logged as internal and shown generically. */
class ExtractionFailure extends Error {}

/**
 * Claims a pending execution (or one whose worker died) with one conditional update, so a job
 * that runs twice does the work once.
 */
async function claim(em: EntityManager, executionId: string): Promise<boolean> {
  const claimed = await em.getConnection().execute(
    `update executions set status = 'running', started_at = now(), heartbeat_at = now(), errors = '[]', warnings = '[]'
     where id = ? and (status = 'pending' or (status = 'running' and coalesce(heartbeat_at, started_at) < now() - interval '15 minutes'))`,
    [executionId],
    'run',
  );
  return (claimed as { affectedRows?: number }).affectedRows === 1;
}

async function readDocuments(deps: TPipelineDeps, execution: TExecution) {
  const texts: TDocumentText[] = [];
  for (const document of execution.documents.getItems()) {
    const bytes = await deps.storage.read(document.storageKey);
    const input = { bytes, fileName: document.fileName, contentType: document.fileContentType };
    texts.push(await readDocument(input, { ocr: ocrSettingsFromConfig(deps.config) }));
  }
  return texts;
}

/** One mode: extract, validate, and once more with the problems spelled out if invalid. */
async function extractInMode(
  deps: TPipelineDeps,
  execution: TExecution,
  mode: TProcessingMode,
  request: TExtractionRequest,
) {
  const provider = providerForMode(deps.config, mode);
  const call = (req: TExtractionRequest) =>
    extractWithCache({ em: deps.em, config: deps.config, provider, request: req, executionId: execution.id });
  let response = await call(request);
  if (response.problems.length > 0) {
    // An answer that was not JSON is repaired from its raw text.
    const previous = response.unparsed ? response.unparsed.text : response.result;
    response = await call({ ...request, repair: { previous, problems: response.problems } });
  }
  return { response: response as TExtractionResponse, problems: response.problems };
}

function problemMessages(problems: { path: string; message: string }[]) {
  return problems.map((problem) => `${problem.path}: ${problem.message}`);
}

function keepResult(execution: TExecution, response: TExtractionResponse, readWarnings: string[]) {
  const result = response.result;
  const isObject = result !== null && typeof result === 'object' && !Array.isArray(result);
  execution.jsonResult = isObject ? (result as Record<string, unknown>) : null;
  execution.sources = isObject ? response.sources : null;
  execution.title = (response.title ?? execution.title)?.slice(0, 300) ?? null;
  execution.warnings = [...readWarnings, ...response.warnings];
}

export async function runExtraction(deps: TPipelineDeps, executionId: string): Promise<void> {
  const { em } = deps;
  if (!(await claim(em, executionId))) {
    return;
  }
  const execution = await em.findOneOrFail(
    Execution,
    { id: executionId },
    { populate: ['project', 'projectRevision', 'documents'], refresh: true },
  );
  await announceExecutionStatus(em, deps.enqueue, execution, 'running');
  try {
    const revision = execution.projectRevision as TProjectRevision | null;
    if (!revision) {
      throw new ExtractionFailure('The project has no output schema yet: save a revision first');
    }
    const documents = await readDocuments(deps, execution);
    const readWarnings = documents.flatMap((document) =>
      document.warnings.map((warning) => `${document.fileName}: ${warning}`),
    );
    if (documents.every((document) => document.pages.every((page) => page.text.trim() === ''))) {
      throw new ExtractionFailure(`No text could be read from the documents. ${readWarnings.join(' ')}`.trim());
    }
    const request: TExtractionRequest = {
      documents,
      schema: revision.outputSchema,
      instructions: {
        inputDescription: revision.inputDescription,
        inputLanguage: revision.inputLanguage,
        outputLanguage: revision.outputLanguage,
        titleConfig: revision.titleConfig,
      },
    };
    const fallback = execution.processingModeFallback ? fallbackModeOf(execution.processingMode) : null;
    // With fallback on, a failed call or an invalid answer gets one more try in the next mode up.
    let outcome = await extractInMode(deps, execution, execution.processingMode, request).catch((error: unknown) => {
      if (!fallback) {
        throw error;
      }
      return null;
    });
    if ((!outcome || outcome.problems.length > 0) && fallback) {
      execution.processingModeFallbackMode = fallback;
      outcome = await extractInMode(deps, execution, fallback, request);
    }
    if (!outcome) {
      throw new ExtractionFailure('The extraction model did not answer');
    }
    // Set before the verdict: an invalid answer (e.g. a missing required field) fails the execution
    // but keeps the values that were found, with their sources, for the UI and `failed` outputs.
    keepResult(execution, outcome.response, readWarnings);
    if (outcome.problems.length > 0) {
      throw new ExtractionFailure(problemMessages(outcome.problems).join('\n'));
    }
    execution.status = 'success';
  } catch (error) {
    execution.status = 'failed';
    if (error instanceof ExtractionFailure || error instanceof DocumentReadError) {
      execution.errors = error.message.split('\n');
    } else {
      execution.errors = ['The extraction failed because of an internal error. Try again later.'];
      execution.internalError =
        error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    }
  }
  execution.completedAt = new Date();
  execution.searchText = `${execution.searchText} ${execution.title ?? ''}`.toLowerCase().slice(0, 10_000);
  await em.flush();
  await announceExecutionStatus(em, deps.enqueue, execution, execution.status);
}
