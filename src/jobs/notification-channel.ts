import type { PostgresBackend } from '@agendajs/postgres-backend';
import type { Logger } from 'pino';

/**
 * Agenda's LISTEN connection reconnects on its own a few times, then gives up (state 'error') and
 * emits 'error' events that nobody listens to. We listen, and keep trying every few seconds.
 */
export function watchNotificationChannel(channel: PostgresBackend['notificationChannel'] | undefined, log: Logger) {
  if (!channel) {
    return;
  }
  channel.on('error', (error: Error) => log.warn({ err: error }, 'job notification channel error'));
  channel.on('stateChange', (state: string) => {
    if (state !== 'error') {
      return;
    }
    const retry = setInterval(() => {
      if (channel.state === 'connected' || channel.state === 'disconnected') {
        clearInterval(retry);
        return;
      }
      channel.connect().then(
        () => clearInterval(retry),
        () => {},
      );
    }, 5000);
    retry.unref();
  });
}
