import { Writable } from 'node:stream';
import pino from 'pino';

export type TLogLine = { level: number; msg: string; [key: string]: unknown };

/** A pino logger (debug and up) whose lines are kept, parsed, in `lines`: what the operator would read. */
export function capturedLog() {
  const lines: TLogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (line.startsWith('{')) {
          lines.push(JSON.parse(line) as TLogLine);
        }
      }
      done();
    },
  });
  return { log: pino({ level: 'debug' }, sink), lines };
}
