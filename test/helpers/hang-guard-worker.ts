// The thread of test/helpers/hang-guard.ts: imports one src module (Node strips its types), calls one of its exports
// with the arguments it was given and posts the value back.
import { parentPort, workerData } from 'node:worker_threads';

const { moduleUrl, exportName, args } = workerData as { moduleUrl: string; exportName: string; args: unknown[] };
const reader = ((await import(moduleUrl)) as Record<string, (...values: unknown[]) => unknown>)[exportName];
if (!reader) throw new Error(`${moduleUrl} exports no ${exportName}`);
// Structured clone turns a Buffer into a plain Uint8Array; the readers of bytes expect a Buffer.
const revived = args.map((value) =>
  value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value,
);
parentPort?.postMessage(reader(...revived));
