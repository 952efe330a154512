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

const failed = (error: string): TEvaluationAnswer => ({ result: null, error, tokens: 0, cost: 0, durationMs: 0 });

/** Claims an item with one conditional update (a second run of the job backs off; a dead worker's is retaken). */
async function claim(em: EntityManager, itemId: string): Promise<boolean> {
  const claimed = await em.getConnection().execute(
    `update evaluation_items set state = 'running', started_at = now()
     where id = ? and (state = 'pending' or (state = 'running' and started_at < now() - interval '15 minutes'))`,
    [itemId],
    'run',
  );
  return (claimed as { affectedRows?: number }).affectedRows === 1;
}

/**
 * Runs one execution of an evaluation: reads its stored documents, extracts with the candidate and
 * (for evaluations) the baseline in the execution's processing mode, and stores both answers on the
 * item. The execution itself is only read. The last item to finish completes the evaluation.
 */
export async function runEvaluationItem(options: TEvaluationDeps & { itemId: string }): Promise<void> {
  const { itemId, ...deps } = options;
  const { em } = deps;
  if (!(await claim(em, itemId))) {
    return;
  }
  try {
    await evaluateClaimedItem(deps, itemId);
  } catch (error) {
    // Released for the job's retry; an item left "running" would wait 15 minutes to be taken again.
    await em
      .getConnection()
      .execute(`update evaluation_items set state = 'pending' where id = ? and state = 'running'`, [itemId]);
    throw error;
  }
}

async function evaluateClaimedItem(deps: TEvaluationDeps, itemId: string): Promise<void> {
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
      const texts = await readStoredDocuments({ ...deps, documents: execution.documents.getItems() });
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
  em.assign(item, {
    state: 'done',
    candidateResult: candidate.result,
    candidateError: candidate.error,
    candidateTokens: candidate.tokens,
    candidateCost: candidate.cost,
    candidateDurationMs: candidate.durationMs,
    baselineResult: baseline?.result ?? null,
    baselineError: baseline?.error ?? null,
    baselineTokens: baseline?.tokens ?? 0,
    baselineCost: baseline?.cost ?? 0,
    baselineDurationMs: baseline?.durationMs ?? 0,
  });
  await em.flush();
  await completeIfDone({ em, evaluationId: evaluation.id });
}

/** Marks the evaluation done once no item is left, and stores its accuracy; exactly one caller wins. */
export async function completeIfDone({ em, evaluationId }: { em: EntityManager; evaluationId: string }): Promise<void> {
  const completed = await em.getConnection().execute(
    `update evaluations set status = 'success', completed_at = now()
     where id = ? and status in ('pending', 'running')
       and not exists (select 1 from evaluation_items where evaluation_id = ? and state <> 'done')`,
    [evaluationId, evaluationId],
    'run',
  );
  if ((completed as { affectedRows?: number }).affectedRows !== 1) {
    return;
  }
  const evaluation = await em.findOneOrFail(Evaluation, { id: evaluationId }, { refresh: true });
  const items = await em.find(EvaluationItem, { evaluation: evaluationId }, { refresh: true });
  const summary = summarizeEvaluation({ items, withBaseline: evaluation.kind === 'evaluation' });
  evaluation.accuracy = summary.accuracy;
  evaluation.baselineAccuracy = summary.baseline_accuracy;
  await em.flush();
}
