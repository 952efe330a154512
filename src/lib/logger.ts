import { type Logger, pino } from 'pino';

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: 'docstruct' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
    },
    // Asynchronous stdout: lines written while a write is under way go out together with the next
    // one (one system call for many request lines under load, none blocking the event loop); pino
    // flushes what is left synchronously when the process exits.
    pino.destination({ dest: 1, sync: false }),
  );
}
