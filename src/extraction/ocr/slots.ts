type TWaiter = { grant: () => void; refuse: (error: Error) => void };

/** A counting semaphore whose waiters can give up (abort signal) or be turned away all at once. */
export function createSlots(size: number) {
  let free = size;
  const waiters: TWaiter[] = [];
  return {
    acquire(signal: AbortSignal | undefined): Promise<void> {
      signal?.throwIfAborted();
      if (free > 0) {
        free -= 1;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(signal?.reason);
        };
        const waiter: TWaiter = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
          refuse: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiters.push(waiter);
      });
    },
    release(): void {
      const next = waiters.shift();
      if (next) {
        next.grant();
      } else {
        free += 1;
      }
    },
    refuseWaiting(error: Error): void {
      for (const waiter of waiters.splice(0)) {
        waiter.refuse(error);
      }
    },
  };
}
