import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import { Evaluation, EvaluationItem, type TEvaluation, type TEvaluationDraft } from '../../db/entities/evaluation.ts';
import { Execution } from '../../db/entities/execution.ts';
import type { TProjectRevision } from '../../db/entities/project-revision.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import type { TStorage } from '../../storage/storage.ts';
import { extractionSettingsOf, readStoredDocuments } from '../executions/extraction-input.ts';
import { extractForEvaluation, type TEvaluationAnswer, type TEvaluationSettings } from './extract-for-evaluation.ts';
import { summarizeEvaluation } from './summarize-evaluation.ts';

export type TEvaluationDeps = { em: EntityManager; config: TConfig; storage: TStorage };

function settingsOfDraft(draft: TEvaluationDraft): TEvaluationSettings {
  return {
    schema: draft.output_schema as TOutputSchema,
    instructions: {
      inputDescription: draft.input_description,
      outputLanguage: draft.output_language,
      titleConfig: draft.title_config,
    },
  };
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const failed = (error: string): TEvaluationAnswer => ({ result: null, error, tokens: 0, cost: 0, durationMs: 0 });

/**
 * Claims an item with one conditional update and returns the claim (its start time to the
 * microsecond), or null when the item is done. A running item is taken over: each item has one
 * job, and the queue hands a job to a second run only when the first's lock expired (its worker
 * died or stalled), so that run is stale; its result write is fenced out by the claim.
 */
async function claim(em: EntityManager, itemId: string): Promise<string | null> {
  const rows = await em.execute<{ token: string }[]>(
    `update evaluation_items set state = 'running', started_at = clock_timestamp()
     where id = ? and state in ('pending', 'running') returning started_at::text as token`,
    [itemId],
  );
  return rows[0]?.token ?? null;
}

/** Hands a claimed item back (shutdown, or an error before the job's retry): pending again. */
async function releaseItem(em: EntityManager, itemId: string, token: string): Promise<void> {
  await em.fork().execute(
    `update evaluation_items set state = 'pending', started_at = null
       where id = ? and state = 'running' and started_at = ?::timestamptz`,
    [itemId, token],
  );
}

/**
 * Runs one execution of an evaluation: reads its stored documents, extracts with the candidate and
 * (for evaluations) the baseline in the execution's processing mode, and stores both answers on the
 * item. The execution itself is only read. The last item to finish completes the evaluation.
 */
export async function runEvaluationItem(
  options: TEvaluationDeps & {
    itemId: string;
    /** Aborted when a shutdown hands the job to another worker: then nothing is written. */
    released?: AbortSignal;
    onRelease?: (hook: () => Promise<void>) => void;
  },
): Promise<void> {
  const { itemId, released, onRelease, ...deps } = options;
  const { em } = deps;
  const token = await claim(em, itemId);
  if (!token) {
    // Done already: the run that stored it may have failed to complete its evaluation (the
    // database away), and no other run would. Completing is idempotent.
    await completeEvaluationOf(em, itemId);
    return;
  }
  onRelease?.(() => releaseItem(em, itemId, token));
  try {
    await evaluateClaimedItem(deps, { itemId, token, released });
  } catch (error) {
    // Released for the job's retry.
    await releaseItem(em, itemId, token);
    throw error;
  }
}

async function evaluateClaimedItem(
  deps: TEvaluationDeps,
  { itemId, token, released }: { itemId: string; token: string; released?: AbortSignal },
): Promise<void> {
  const { em } = deps;
  const item = await em.findOneOrFail(
    EvaluationItem,
    { id: itemId },
    { populate: ['evaluation', 'evaluation.candidateRevision', 'evaluation.baselineRevision'], refresh: true },
  );
  const evaluation = item.evaluation as TEvaluation;
  await em.nativeUpdate(Evaluation, { id: evaluation.id, status: 'pending' }, { status: 'running' });
  const execution = await em.findOne(Execution, { id: item.executionId }, { populate: ['documents'] });
  const candidateRevision = evaluation.candidateRevision as TProjectRevision | null;
  const baselineRevision = evaluation.baselineRevision as TProjectRevision | null;
  const candidateSettings = candidateRevision
    ? extractionSettingsOf(candidateRevision)
    : evaluation.candidateDraft
      ? settingsOfDraft(evaluation.candidateDraft)
      : null;
  let candidate: TEvaluationAnswer;
  let baseline: TEvaluationAnswer | null = null;
  if (!execution) {
    candidate = failed('The execution was deleted');
  } else if (!candidateSettings) {
    candidate = failed('The candidate revision was deleted');
  } else {
    try {
      const documents = execution.documents.getItems();
      const texts = await readStoredDocuments({ ...deps, documents, signal: released });
      const run = (settings: TEvaluationSettings) =>
        extractForEvaluation({
          config: deps.config,
          texts,
          settings,
          mode: execution.processingMode,
          fallback: execution.processingModeFallback,
        });
      candidate = await run(candidateSettings);
      if (evaluation.kind === 'evaluation') {
        baseline = baselineRevision
          ? await run(extractionSettingsOf(baselineRevision))
          : failed('No baseline revision');
      }
    } catch {
      candidate = failed('The documents could not be read');
    }
  }
  if (evaluation.kind === 'evaluation' && !baseline) {
    baseline = failed(candidate.error ?? 'Not run');
  }
  if (released?.aborted) {
    return;
  }
  // Fenced by the claim: a run that was taken over writes nothing, so every item is scored once.
  const stored = await em.execute<{ id: string }[]>(
    `update evaluation_items set state = 'done', candidate_result = ?::jsonb, candidate_error = ?,
       candidate_tokens = ?, candidate_cost = ?, candidate_duration_ms = ?, baseline_result = ?::jsonb,
       baseline_error = ?, baseline_tokens = ?, baseline_cost = ?, baseline_duration_ms = ?
     where id = ? and state = 'running' and started_at = ?::timestamptz returning id`,
    [
      jsonOrNull(candidate.result),
      candidate.error,
      candidate.tokens,
      candidate.cost,
      candidate.durationMs,
      jsonOrNull(baseline?.result ?? null),
      baseline?.error ?? null,
      baseline?.tokens ?? 0,
      baseline?.cost ?? 0,
      baseline?.durationMs ?? 0,
      itemId,
      token,
    ],
  );
  if (stored.length === 0) {
    return;
  }
  await completeIfDone({ em, evaluationId: evaluation.id });
}

// The wording of a failed extraction (see execution-messages): the cause is internal, the remedy a rerun.
const GAVE_UP = 'The extraction failed because of an internal error. Try again later.';

/**
 * Ends an item whose job failed through all its retries: done, without a result, with an error a
 * member can read on both sides, so its evaluation finishes (counting the item as not extracted).
 * Only a pending one: the failed run handed it back; a running one is another run's (a takeover
 * after a stall), which ends it itself. Should the hand-back have failed, the reconciler requeues it.
 */
export async function failEvaluationItem({ em, itemId }: { em: EntityManager; itemId: string }): Promise<void> {
  await em.execute(
    `update evaluation_items i set state = 'done', started_at = null, candidate_result = null, candidate_error = ?,
       baseline_result = null, baseline_error = case when e.kind = 'evaluation' then ? else null end
     from evaluations e
     where i.id = ? and e.id = i.evaluation_id and i.state = 'pending'`,
    [GAVE_UP, GAVE_UP, itemId],
  );
  // Also when the item was done already: the run that failed may have stored it and then failed to complete.
  await completeEvaluationOf(em, itemId);
}

/** Completes the evaluation of an item if no item of it is left (nothing when the item is gone). */
async function completeEvaluationOf(em: EntityManager, itemId: string): Promise<void> {
  const [item] = await em.execute<{ evaluation_id: string }[]>(
    'select evaluation_id from evaluation_items where id = ?',
    [itemId],
  );
  if (item) {
    await completeIfDone({ em, evaluationId: item.evaluation_id });
  }
}

/**
 * Marks the evaluation done once no item is left, with its accuracy, in one transaction (a reader
 * never sees a finished run without its accuracy); exactly one caller wins.
 */
export async function completeIfDone({ em, evaluationId }: { em: EntityManager; evaluationId: string }): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const completed = await tx.execute(
      `update evaluations set status = 'success', completed_at = now()
       where id = ? and status in ('pending', 'running')
         and not exists (select 1 from evaluation_items where evaluation_id = ? and state <> 'done')`,
      [evaluationId, evaluationId],
      'run',
    );
    if ((completed as { affectedRows?: number }).affectedRows !== 1) {
      return;
    }
    const evaluation = await tx.findOneOrFail(Evaluation, { id: evaluationId }, { refresh: true });
    const items = await tx.find(EvaluationItem, { evaluation: evaluationId }, { refresh: true });
    const summary = summarizeEvaluation({ items, withBaseline: evaluation.kind === 'evaluation' });
    evaluation.accuracy = summary.accuracy;
    evaluation.baselineAccuracy = summary.baseline_accuracy;
  });
}
