// Imported by the benchmark servers when BENCH_PROBE=1: answers the parent's `{ probe }` message
// with this process's used heap (and its old generation's), CPU time and garbage collections so far (bench/list-cost.ts).
// With a young generation larger than what a batch of calls allocates, the used heap's growth
// over the batch (no collection in between) is what the batch allocated.
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';

let collections = 0;
new PerformanceObserver((list) => {
  collections += list.getEntries().length;
}).observe({ entryTypes: ['gc'] });

process.on('message', (message: { probe?: { collect: boolean } }) => {
  if (!message.probe) {
    return;
  }
  if (message.probe.collect) {
    (globalThis as { gc?: () => void }).gc?.();
  }
  // The observer hears of a collection later: answer after it had its turn.
  setTimeout(() => {
    const cpu = process.cpuUsage();
    process.send?.({
      probe: {
        heapUsed: getHeapStatistics().used_heap_size,
        oldSpaceUsed: getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0,
        cpuUs: cpu.user + cpu.system,
        collections,
      },
    });
  }, 100);
});

// BENCH_HEAP_SAMPLING=<file>: a sampling allocation profile of everything allocated, collected or
// not (what --heap-prof leaves out), written when the process ends (open it in Chrome DevTools).
if (process.env.BENCH_HEAP_SAMPLING) {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  process.on('message', async (message: { dumpHeapSampling?: boolean }) => {
    if (message.dumpHeapSampling) {
      const { profile } = await session.post('HeapProfiler.stopSampling');
      writeFileSync(String(process.env.BENCH_HEAP_SAMPLING), JSON.stringify(profile));
      process.send?.({ dumped: true });
    }
  });
}
