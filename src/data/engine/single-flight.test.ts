import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

/** A promise with its resolve/reject outside. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending microtask (and promise chain) run. */
const settle = () => new Promise<void>((r) => setTimeout(r, 0));

describe('singleFlight', () => {
  it('one run at a time: a call during a run shares its promise and makes it run once more', async () => {
    const gates: ReturnType<typeof deferred<number>>[] = [];
    let runs = 0;
    const run = singleFlight(() => {
      runs += 1;
      const d = deferred<number>();
      gates.push(d);
      return d.promise;
    });
    const a = run();
    await settle();
    expect(runs).toBe(1);
    const b = run();
    const c = run();
    expect(b).toBe(a);
    expect(c).toBe(a);
    gates[0].resolve(1);
    await settle();
    expect(runs).toBe(2); // two calls during the run: ONE more run
    gates[1].resolve(2);
    expect(await a).toBe(2);
    expect(runs).toBe(2);
  });

  it('a call made in the last step of a run (after its work, before it settles) still gets a run that starts after it', async () => {
    // The flush's shape: the work (push), then a closing step (pull) during which a change is saved.
    let pushes = 0;
    const closing = deferred<void>();
    let first = true;
    const run = singleFlight(async () => {
      pushes += 1;
      if (first) {
        first = false;
        await closing.promise;
      }
      return pushes;
    });
    const flight = run();
    await settle();
    expect(pushes).toBe(1);
    const late = run(); // e.g. pushNow after a save, while the flush pulls
    closing.resolve();
    expect(await late).toBe(2);
    expect(await flight).toBe(2);
  });

  it('no call can fall between the last check and the release: a call right after settling starts a new run', async () => {
    let runs = 0;
    const run = singleFlight(async () => {
      runs += 1;
      return runs;
    });
    const first = run();
    const results: number[] = [];
    void first.then(async () => {
      results.push(await run());
    });
    expect(await first).toBe(1);
    await settle();
    expect(results).toEqual([2]);
    expect(runs).toBe(2);
  });

  it('mayRepeat false: the requested rerun is dropped (e.g. network down) and the next call starts afresh', async () => {
    let runs = 0;
    const gate = deferred<void>();
    const run = singleFlight(
      async () => {
        runs += 1;
        if (runs === 1) await gate.promise;
        return { blocked: runs === 1 };
      },
      { mayRepeat: (r) => !r.blocked },
    );
    const a = run();
    await settle();
    void run();
    gate.resolve();
    expect(await a).toEqual({ blocked: true });
    expect(runs).toBe(1);
    expect(await run()).toEqual({ blocked: false });
    expect(runs).toBe(2);
  });

  it('a failed run rejects every sharer, ends the flight, and the next call runs again', async () => {
    let runs = 0;
    const gate = deferred<void>();
    const run = singleFlight(async () => {
      runs += 1;
      if (runs === 1) {
        await gate.promise;
        throw new Error('down');
      }
      return runs;
    });
    const a = run();
    const b = run();
    gate.resolve();
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    expect(runs).toBe(1);
    expect(await run()).toBe(2);
  });

  it('around wraps the whole flight once (a busy counter stays up across reruns)', async () => {
    const events: string[] = [];
    let runs = 0;
    const gate = deferred<void>();
    const run = singleFlight(
      async () => {
        runs += 1;
        events.push(`run${runs}`);
        if (runs === 1) await gate.promise;
        return runs;
      },
      {
        around: async (fn) => {
          events.push('start');
          try {
            return await fn();
          } finally {
            events.push('end');
          }
        },
      },
    );
    const a = run();
    await settle();
    void run();
    gate.resolve();
    await a;
    expect(events).toEqual(['start', 'run1', 'run2', 'end']);
  });
});
