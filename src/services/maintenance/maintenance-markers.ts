import type { MikroORM } from '@mikro-orm/postgresql';
import { MaintenanceMarker } from '../../db/entities/maintenance-marker.ts';

/**
 * One-time maintenance steps that are finished, kept in `maintenance_markers` so a worker start
 * does not begin a finished step again (a walk over a big table costs a scan each time).
 */
export type TMaintenanceStep = 'code-old-messages';

export async function isMaintenanceDone(orm: MikroORM, step: TMaintenanceStep): Promise<boolean> {
  return (await orm.em.fork().count(MaintenanceMarker, { name: step })) > 0;
}

/** Idempotent: a second run of a finished step (a job run twice) keeps the first time. */
export async function markMaintenanceDone(orm: MikroORM, step: TMaintenanceStep): Promise<void> {
  await orm.em
    .fork()
    .getConnection()
    .execute('insert into maintenance_markers (name) values (?) on conflict (name) do nothing', [step], 'run');
}
