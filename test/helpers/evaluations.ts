import type { MikroORM } from '@mikro-orm/postgresql';
import { Evaluation } from '../../src/db/entities/evaluation.ts';

/** A finished evaluation row without items, for tests that only need one to exist. */
export async function seedEvaluation(orm: MikroORM, projectId: string) {
  const em = orm.em.fork();
  const evaluation = em.create(Evaluation, {
    project: projectId,
    status: 'success',
    completedAt: new Date(),
    accuracy: 1,
    baselineAccuracy: 1,
  });
  await em.flush();
  return evaluation;
}
