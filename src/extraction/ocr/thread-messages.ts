import type { Worker } from 'node:worker_threads';

type TThreadMessage = { status?: unknown; action?: unknown; data?: unknown };

/**
 * Puts the 'message' listeners tesseract.js registered on its thread behind a try/catch, and shows
 * every message to `watch` first. tesseract.js answers some failures twice (a failed `initialize`
 * with a reject and then a resolve) and its listener throws on the second answer: an uncaught
 * exception that would end the process. Call right after createWorker() returned (it registers
 * its listener synchronously).
 */
export function guardThreadMessages(
  thread: Worker,
  handlers: { watch: (message: TThreadMessage) => void; onThrow: (error: unknown) => void },
): void {
  for (const listener of thread.listeners('message') as ((message: unknown) => void)[]) {
    thread.off('message', listener);
    thread.on('message', (message: unknown) => {
      handlers.watch((message ?? {}) as TThreadMessage);
      try {
        listener.call(thread, message);
      } catch (error) {
        handlers.onThrow(error);
      }
    });
  }
}

/** A rejected job of the start that reads language data (a missing, truncated or corrupt file). */
export function isLanguageDataFailure(message: TThreadMessage): boolean {
  return message.status === 'reject' && (message.action === 'loadLanguage' || message.action === 'initialize');
}
