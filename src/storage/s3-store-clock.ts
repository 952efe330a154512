/**
 * Times a store reports (an object's LastModified, an upload's Initiated) are on the store's clock,
 * which may run behind or ahead of ours. A cut-off of ours ("written over an hour ago") is moved by
 * the difference, taken from the Date header of the store's own answer, so a store whose clock lags
 * by more than the hour can never make a file of an upload still in flight look abandoned.
 */
type TCommandWithStack = {
  middlewareStack: {
    add(
      middleware: (next: (args: unknown) => Promise<{ response: unknown }>) => (args: unknown) => Promise<unknown>,
      options: { step: 'finalizeRequest'; name: string },
    ): void;
  };
};

/** Adds to `command` a reader of the answer's Date header; `cutOff` then translates our cut-off to the store's clock. */
export function withStoreClock<T extends object>(command: T) {
  let offsetMs = 0;
  (command as unknown as TCommandWithStack).middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const headers = (result.response as { headers?: Record<string, string | undefined> } | undefined)?.headers;
      const storeNow = headers?.date ? Date.parse(headers.date) : Number.NaN;
      // No Date header (or an unreadable one): our own clock is all there is.
      offsetMs = Number.isFinite(storeNow) ? storeNow - Date.now() : 0;
      return result;
    },
    { step: 'finalizeRequest', name: 'docstructStoreClock' },
  );
  return { command, cutOff: (ours: Date) => new Date(ours.getTime() + offsetMs) };
}
