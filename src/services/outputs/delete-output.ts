import type { EntityManager } from '@mikro-orm/postgresql';
import { Output, type TOutput } from '../../db/entities/output.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

export async function deleteOutput(options: { em: EntityManager; actor: TActor; teamId: string; output: TOutput }) {
  const { em, output } = options;
  await em.nativeDelete(Output, { id: output.id });
  await recordTeamEvent(em, {
    teamId: options.teamId,
    actor: options.actor,
    type: 'warning',
    code: 'event.output_deleted',
    params: { name: output.name },
    projectId: output.project.id,
  });
}
