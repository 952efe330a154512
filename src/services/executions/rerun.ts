import type { TExecution } from '../../db/entities/execution.ts';
import type { TProject } from '../../db/entities/project.ts';
import type { TActor } from '../auth/actor.ts';
import { intakeExecution, type TIntakeDeps, type TIntakeResult } from './intake.ts';

/**
 * A new execution of an earlier one's stored documents, on the project's latest revision, with its
 * reference, processing mode and metadata (plus `rerun_of`); the earlier execution stays as it was.
 * Used by the rerun call and by an evaluation's backfill (which marks its reruns in the metadata).
 */
export function rerunExecution(
  deps: TIntakeDeps,
  options: {
    actor: TActor;
    project: TProject;
    previous: TExecution;
    extraMetadata?: Record<string, unknown>;
    idempotencyKey?: string;
  },
): Promise<TIntakeResult> {
  const { actor, previous } = options;
  return intakeExecution(deps, {
    actor,
    project: options.project,
    executionType: actor.kind === 'api_key' ? 'api' : 'web',
    documents: previous.documents.getItems(),
    reference: previous.reference ?? null,
    metadata: { ...(previous.metadata ?? {}), rerun_of: previous.id, ...options.extraMetadata },
    processingMode: previous.processingMode,
    processingModeFallback: previous.processingModeFallback,
    idempotencyKey: options.idempotencyKey,
  });
}
