import type { EntityManager } from '@mikro-orm/postgresql';
import { Output, type TOutput } from '../../db/entities/output.ts';

/** The project's outputs, oldest first. */
export async function listOutputs(options: { em: EntityManager; projectId: string }): Promise<TOutput[]> {
  return options.em.find(Output, { project: options.projectId }, { orderBy: { createdAt: 'asc' } });
}
