/**
 * One transform process of the local image CDN (started by transform-pool.ts, one job at a time):
 * runs Netlify's own implementation (`@netlify/images`, ipx + sharp) on a source the parent already
 * fetched and checked, so the bytes transformed are exactly the bytes checked. The package fetches
 * its source over HTTP: this process serves each job's bytes, with the source's own headers (its
 * Cache-Control and Last-Modified make the variant's), on a loopback port of its own.
 * Killing the process is how a transformation is stopped (libvips cannot be interrupted otherwise).
 * Side effects: listens on 127.0.0.1 (an ephemeral port); exits when its parent goes away.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ImageHandler } from '@netlify/images';
import type { WorkerJob, WorkerReply } from './transform-protocol.ts';

const served = new Map<string, { body: Uint8Array; headers: Record<string, string> }>();

const server = createServer((req, res) => {
  const source = served.get(new URL(req.url ?? '/', 'http://source').pathname);
  if (!source) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...source.headers, 'content-length': String(source.body.byteLength) });
  res.end(req.method === 'HEAD' ? undefined : source.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const quiet = () => undefined;
const handler = new ImageHandler({ logger: { log: quiet, warn: quiet, error: quiet }, imagesConfig: { remote_images: [] } });

function reply(message: WorkerReply): void {
  process.send?.(message);
}

process.on('message', (job: WorkerJob) => {
  void (async () => {
    const path = `/source/${job.id}`;
    served.set(path, { body: job.source, headers: job.sourceHeaders });
    try {
      const params = new URLSearchParams(job.query);
      params.set('url', path);
      const response = await handler.match(new Request(`${origin}/.netlify/images?${params.toString()}`, { headers: { accept: job.accept } }))!.handle(origin);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => (headers[key] = value));
      reply({ id: job.id, status: response.status, headers, body: new Uint8Array(await response.arrayBuffer()) });
    } catch (e) {
      reply({ id: job.id, error: e instanceof Error ? e.message : String(e) });
    } finally {
      served.delete(path);
    }
  })();
});
// The parent is gone (or closed the channel): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
