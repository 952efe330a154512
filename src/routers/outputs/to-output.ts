import type { TOutput } from '../../db/entities/output.ts';
import type { TTeamRole } from '../../db/entities/team-member.ts';
import type { TEncryption } from '../../lib/encryption.ts';
import type { TActor } from '../../services/auth/actor.ts';
import { hasRole } from '../../services/authorization.ts';
import { outputSecretContext } from '../../services/outputs/secret-context.ts';
import { toIso } from '../schemas.ts';
import type { TOutputOutput } from './outputs.types.ts';

type TReader = { app: { encryption: TEncryption }; actor: TActor; team: { role: TTeamRole } };
type TLastDelivery = { state: string; at: Date } | undefined;

/**
 * Who reads the output, for its signing secret: team admins, and not a site admin impersonating one
 * (a secret seen there could sign webhooks long after the impersonation ended).
 */
function secretReader(ctx: TReader): TTeamRole {
  const impersonated = ctx.actor.kind === 'user' && Boolean(ctx.actor.impersonatorUserId);
  return impersonated ? 'member' : ctx.team.role;
}

/** What the output calls answer: the output as this caller may see it, with its newest delivery when known. */
export function outputFor(ctx: TReader, output: TOutput, last?: TLastDelivery): TOutputOutput {
  return toOutput(output, { encryption: ctx.app.encryption, reader: secretReader(ctx), last });
}

/** The API view of an output: never a password or header value; the signing secret only for admins. */
function toOutput(
  output: TOutput,
  view: { encryption: TEncryption; reader: TTeamRole; last: TLastDelivery },
): TOutputOutput {
  const config: Record<string, unknown> = { ...output.config };
  if (output.type === 'ftp' || output.type === 'sftp') {
    config.password_set = Boolean(output.passwordEncrypted);
  }
  if (output.config.type === 'webhook') {
    // Write-only like passwords: the names show which headers are set, never their values.
    config.headers = Object.fromEntries(Object.keys(output.config.headers).map((name) => [name, '']));
  }
  const { last } = view;
  return {
    id: output.id,
    project_id: output.project.id,
    name: output.name,
    type: output.type,
    enabled: output.enabled,
    trigger_events: output.triggerEvents,
    config,
    signing_secret:
      output.signingSecretEncrypted && hasRole(view.reader, 'admin')
        ? view.encryption.decrypt(output.signingSecretEncrypted, outputSecretContext(output.id, 'signing_secret'))
        : null,
    last_delivery: last ? { state: last.state as 'pending' | 'delivered' | 'failed', at: toIso(last.at) } : null,
    created_at: toIso(output.createdAt),
    updated_at: toIso(output.updatedAt),
  };
}
