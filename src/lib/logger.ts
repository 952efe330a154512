import { type Logger, pino } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'docstruct' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  });
}
