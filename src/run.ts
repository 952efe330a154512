import { ConfigError, loadConfig, type TConfig } from './config.ts';
import type { TJobDefinition } from './jobs/define-job.ts';
import { createLogger } from './lib/logger.ts';
import { startServer } from './server.ts';

/**
 * The process entry: config, roles, and the signal handling that lets a deployment stop a node
 * without losing work (SIGTERM/SIGINT → stop taking work, let jobs finish, close, exit 0).
 */
export async function runProcess(options: { extraJobDefinitions?: TJobDefinition[] } = {}): Promise<void> {
  let config: TConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const log = createLogger(config.LOG_LEVEL);
  const server = await startServer({ config, log, extraJobDefinitions: options.extraJobDefinitions });

  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    // A stuck close must still end the process.
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 1500).unref();
    server.stop().then(
      // agenda leaves timers behind after stop(); everything that matters is closed by now.
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
