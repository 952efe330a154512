import type { EntityManager } from '@mikro-orm/postgresql';
import { Output, type TOutput } from '../../db/entities/output.ts';
import { AppError } from '../../lib/app-error.ts';

/** An output of this project, or NOT_FOUND (also for another project's output). */
export async function getOutput(options: { em: EntityManager; projectId: string; outputId: string }): Promise<TOutput> {
  const output = await options.em.findOne(Output, { id: options.outputId, project: options.projectId });
  if (!output) {
    throw new AppError('NOT_FOUND', 'Output not found');
  }
  return output;
}
