/**
 * The local backend alone in a process of its own for tests/bench/realtime.bench.ts, so that the
 * bench's figures are the server's memory, not its clients'. Started with --expose-gc; answers
 * `{ type: 'measure' }` over IPC with its memory (after a full collection) and Realtime's counts.
 */
import { startServer } from '../../supabase/local/server.ts';

const limits = JSON.parse(process.env.REALTIME_BENCH_LIMITS ?? '{}') as Record<string, number>;
const server = await startServer({ memory: true, quiet: true, port: 0, realtime: { limits } });

process.on('message', (m: { type: string }) => {
  if (m.type === 'measure') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ type: 'measured', memory: process.memoryUsage(), stats: server.realtime.stats() });
  } else if (m.type === 'stop') {
    void server.close().then(() => process.exit(0));
  }
});
process.send?.({ type: 'ready', url: server.url });
