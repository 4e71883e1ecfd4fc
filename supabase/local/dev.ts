/**
 * `npm run dev`: the local backend on port 54321 (BACKEND_PORT) with DATA_DIR, and Vite's dev server
 * with hot reload in front of it (vite.config.ts proxies the API paths to BACKEND_URL).
 */
import path from 'node:path';
import { createServer } from 'vite';
import { startServer, scheduleIntervalMs } from './server.ts';
import { ROOT } from './paths.ts';

const backendPort = Number(process.env.BACKEND_PORT ?? 54321);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data'));
let backend: Awaited<ReturnType<typeof startServer>>;
try {
  backend = await startServer({ port: backendPort, host: process.env.HOST?.trim() || '127.0.0.1', dataDir, databaseUrl: process.env.DATABASE_URL || undefined, trustProxy: process.env.TRUST_PROXY === '1', scheduledFunctionsIntervalMs: scheduleIntervalMs() });
} catch (e) {
  console.error(`Could not start the backend: ${(e as Error).message}`);
  process.exit(1);
}
process.env.BACKEND_URL = `http://127.0.0.1:${backend.port}`;

const vite = await createServer({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts') });
await vite.listen();
vite.printUrls();
console.log(`  Backend: ${process.env.BACKEND_URL} (mail: ${process.env.BACKEND_URL}/_dev/mail)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await vite.close().catch(() => undefined);
  await backend.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
