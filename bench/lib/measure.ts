// Shared by the benchmarks: servers in child processes (so the load generator never shares their
// event loop) and short autocannon runs, app and reference interleaved.
import { type ChildProcess, fork } from 'node:child_process';
import autocannon from 'autocannon';

export type TServer = { url: string; process: ChildProcess; stop(): Promise<void> };

/** The flags `npm start` and the Dockerfile run with; BENCH_NODE_FLAGS (space-separated) tries others. */
export const PRODUCTION_NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [
  '--max-semi-space-size=8',
];

export async function spawnServer(
  script: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<TServer> {
  const child = fork(new URL(script, import.meta.url), {
    env: { ...process.env, ...env },
    // e.g. BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers (NODE_OPTIONS refuses it).
    execArgv: [...execArgv, ...(process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])],
    stdio: 'inherit',
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * `cpuMs`: the server process's CPU time per request (user + system, from /proc). On a shared, busy
 * machine req/s says how much CPU the scheduler granted; CPU per request says what a request costs.
 */
export type TResult = { rps: number; p50: number; p99: number; errors: number; cpuMs?: number };

export async function measure(options: {
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** The server's process id: adds its CPU time per request. */
  pid?: number;
}): Promise<TResult> {
  const cpuBefore = options.pid ? await cpuTimeMs(options.pid) : 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers,
  });
  const cpuMs = options.pid
    ? Number(((await cpuTimeMs(options.pid)) - cpuBefore) / Math.max(1, result.requests.total)).toFixed(3)
    : undefined;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMs: cpuMs === undefined ? undefined : Number(cpuMs),
  };
}

/** User + system CPU time of a process in ms (Linux /proc, clock ticks of 10 ms). */
async function cpuTimeMs(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
