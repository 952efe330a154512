import { randomUUID } from 'node:crypto';

/**
 * Times a store reports (an object's LastModified, an upload's Initiated) are on the store's clock,
 * which may run behind or ahead of ours. A cut-off of ours ("written over an hour ago") is moved by
 * the difference, so a store whose clock lags by more than the hour can never make a file of an
 * upload still in flight look abandoned.
 *
 * The difference is read from the clock that stamps those times: a small probe object is written
 * and its LastModified read back. The answer's `Date` header is not used: a proxy or CDN in front of
 * the store (or a gateway such as S3Proxy) may set it from its own clock, and then it says nothing
 * about the times in a listing.
 */
const STORE_CLOCK_PROBE_KEY = 'maintenance/store-clock-probe';

/**
 * A probe's key of its own: app instances sharing the bucket sweep at the same time, and with one
 * key for all, one instance's delete came between another's write and read (its sweep failed on a
 * 404), or its read got another's time (test/integration/storage-s3-clock-probe.test.ts).
 */
export const storeClockProbeKey = () => `${STORE_CLOCK_PROBE_KEY}-${randomUUID()}`;

/**
 * Our clock is read after the probe's LastModified has come back, so the store stamped the probe
 * before that moment: the offset can only come out too small (by the round trips, and by S3's
 * whole-second times), which moves the cut-off earlier, never later. Too early only means an
 * orphan waits a few seconds longer.
 */
export function storeClockOffsetMs(probeLastModified: Date | undefined, oursAfterReadBack: number): number {
  if (!probeLastModified || !Number.isFinite(probeLastModified.getTime())) {
    // Without the store's time nothing can be judged old safely: the sweep fails (and is logged).
    throw new Error('The store gave no LastModified time for the clock probe; file ages cannot be judged');
  }
  return probeLastModified.getTime() - oursAfterReadBack;
}
