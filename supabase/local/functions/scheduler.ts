/**
 * Scheduled functions in the local backend: Netlify runs a function whose `config.schedule` is set on
 * that cron schedule and never by URL; here every such function of the folder runs on one timer
 * (`intervalMs`, default a minute, as the newsletter sender's `* * * * *`), one run at a time per
 * function, with the body Netlify posts (`{ next_run }`) and the same context as HTTP-invoked ones.
 * Side effects: calls the functions (which reach the database and mail), timers.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context.ts';
import { registeredFunctions } from './registry.ts';

export interface Scheduler {
  /** Runs every scheduled function once now (waits for runs already going); resolves when done. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startScheduler(app: AppContext, envFor: () => void, intervalMs: number): Scheduler {
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  async function tick(): Promise<void> {
    const functions = await registeredFunctions(app.functionsDir);
    const runs: Promise<void>[] = [];
    for (const fn of functions.values()) {
      const handler = fn.module?.default;
      if (!fn.module?.config?.schedule || typeof handler !== 'function') continue;
      const going = running.get(fn.name);
      if (going) {
        runs.push(going);
        continue;
      }
      envFor();
      const site = new URL(app.url());
      const request = new Request(`${site.origin}/.netlify/functions/${fn.name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ next_run: new Date(Date.now() + intervalMs).toISOString() }),
      });
      const context = { requestId: randomUUID(), site: { id: 'local', name: 'cheezopedia', url: site.origin }, deploy: { context: 'dev', id: 'local', published: false } };
      const run = Promise.resolve()
        .then(() => handler(request, context))
        .then(
          () => undefined,
          (e: unknown) => app.log(`scheduled function ${fn.name} threw: ${(e as Error).stack ?? String(e)}`),
        )
        .finally(() => running.delete(fn.name));
      running.set(fn.name, run);
      runs.push(run);
    }
    await Promise.all(runs);
  }

  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, intervalMs);
  timer.unref();
  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
