/**
 * Single flight with rerun, for the engine's pull and flush: one run at a time; a call made while a
 * run is under way shares that run's promise and asks for one more run, which starts before the
 * shared promise settles. So every call is followed by a run that started after it — a change saved
 * while a flush is in its closing pull is pushed by that same flush, not left for the next trigger.
 *
 * The last check for a pending request and the release of the flight happen in one synchronous step
 * (no await in between), so no call can slip in after the check and get a promise that will not run
 * again. A rejected run ends the flight (the request is dropped with it: the caller sees the error).
 */
export interface SingleFlightOptions<T> {
  /** Wraps the whole flight (e.g. a busy counter); called synchronously, must call `fn` at once. */
  around?: (fn: () => Promise<T>) => Promise<T>;
  /** Whether a requested rerun may follow this result (e.g. not while the network is down). */
  mayRepeat?: (result: T) => boolean;
}

export function singleFlight<T>(task: () => Promise<T>, options: SingleFlightOptions<T> = {}): () => Promise<T> {
  let current: Promise<T> | null = null;
  let again = false;
  const around = options.around ?? ((fn: () => Promise<T>) => fn());

  async function fly(): Promise<T> {
    try {
      // Start a tick later: `current` is then set, even if the task calls `run` synchronously.
      await undefined;
      let result: T;
      do {
        again = false;
        result = await task();
      } while (again && (options.mayRepeat?.(result) ?? true));
      current = null;
      return result;
    } catch (e) {
      again = false;
      current = null;
      throw e;
    }
  }

  return function run(): Promise<T> {
    if (current) {
      again = true;
      return current;
    }
    current = around(fly);
    return current;
  };
}
