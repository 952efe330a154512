import type { MikroORM } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import type { TOutput } from '../../db/entities/output.ts';
import { DeliveryError } from '../../delivery/types.ts';
import { codedMessage } from '../../i18n/message.ts';

/** Recipients outside OUTPUT_EMAIL_ALLOWED_DOMAINS (a domain allows its subdomains); none when unset. */
export function recipientsOutsideAllowedDomains(config: TConfig, recipients: string[]): string[] {
  const allowed = config.OUTPUT_EMAIL_ALLOWED_DOMAINS.map((domain) => domain.toLowerCase());
  if (allowed.length === 0) {
    return [];
  }
  return recipients.filter((recipient) => {
    const domain = recipient.split('@').pop()?.toLowerCase() ?? '';
    return !allowed.some((entry) => domain === entry || domain.endsWith(`.${entry}`));
  });
}

/**
 * Counts the recipients of an e-mail output against its team's allowance for the UTC day, in one
 * atomic upsert; refuses (not retried) once the allowance is used up. Also re-checks the domains,
 * since the setting may have changed after the output was saved.
 */
export async function checkOutputMail(options: { config: TConfig; orm: MikroORM; output: TOutput }): Promise<void> {
  const { output, ...deps } = options;
  if (output.config.type !== 'email') {
    return;
  }
  const { recipients } = output.config;
  const outside = recipientsOutsideAllowedDomains(deps.config, recipients);
  if (outside.length > 0) {
    throw new DeliveryError(codedMessage('delivery.recipients_outside', { recipients: outside.join(', ') }), {
      retryable: false,
    });
  }
  const day = new Date().toISOString().slice(0, 10);
  const rows = await deps.orm.em.getConnection().execute<{ count: number }[]>(
    `insert into rate_limits (key, window_start, count)
     select 'output-mail:team:' || team_id || ':' || ?, now(), ? from projects where id = ?
     on conflict (key) do update set count = rate_limits.count + excluded.count
     returning count`,
    [day, recipients.length, output.project.id],
  );
  if ((rows[0]?.count ?? 0) > deps.config.OUTPUT_EMAIL_DAILY_LIMIT_PER_TEAM) {
    throw new DeliveryError(
      codedMessage('delivery.mail_limit', { max: deps.config.OUTPUT_EMAIL_DAILY_LIMIT_PER_TEAM }),
      {
        retryable: false,
      },
    );
  }
}
