/**
 * Netlify Function (v2) POST /.netlify/functions/view {entryId}: the view beacon of public entry
 * pages. Only beacons from the site's own pages count (Origin, else Referer, names the site: see
 * netlify/lib/site-origin.ts); others get 403. Bots (user agents recognised by the `isbot` list, or
 * no user agent) are answered 204 and not counted. Otherwise the visitor is reduced here to the
 * sha256 of its address (an IPv6 address by its /64 network, which one subscriber holds whole) —
 * whatever the user agent, so rotating it does not make new visitors; the raw address never leaves
 * this function — and public.record_views (service role) counts the entry once per visitor per UTC
 * day with a day-salted key the database discards daily. No cookies are read or set.
 * Side effects: one RPC over HTTP (SUPABASE_URL, SUPABASE_SECRET_KEY) per batch of beacons that
 * arrived together (see `coalesce`).
 */
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { visitorNetwork } from '../lib/http';
import { restError, serviceRest } from '../lib/service-rest';
import { isFromSitePage, siteOrigin, type SiteContext } from '../lib/site-origin';

export { visitorNetwork } from '../lib/http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY = 1000;

export interface ViewDeps {
  /** Counts a view; resolves true when it was new for this visitor today. */
  record(entryId: string, visitor: string): Promise<boolean>;
  log?(message: string, detail?: unknown): void;
}

function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Cache-Control': 'no-store', ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }) },
  });
}

/** True when the user agent is a crawler, a headless browser or missing. */
export function isBotAgent(userAgent: string | null): boolean {
  return !userAgent || !userAgent.trim() || isbot(userAgent);
}

/** sha256 of the visitor's network (see visitorNetwork): what stands for the visitor, never stored as such. */
export function visitorHash(ip: string): string {
  return createHash('sha256').update(visitorNetwork(ip)).digest('hex');
}

/** Reads {entryId} from a JSON or text/plain body (navigator.sendBeacon sends text/plain). */
export async function readEntryId(req: Request): Promise<string | null> {
  const text = await req.text();
  if (text.length > MAX_BODY) return null;
  try {
    const body = JSON.parse(text) as unknown;
    const id = body && typeof body === 'object' ? (body as { entryId?: unknown }).entryId : undefined;
    return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
  } catch {
    return null;
  }
}

export function createViewHandler(getDeps: () => ViewDeps, env: Record<string, string | undefined> = process.env) {
  return async (req: Request, context?: { ip?: string } & SiteContext): Promise<Response> => {
    if (req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
    const site = siteOrigin(context, env);
    if (!site || !isFromSitePage(req, site)) return reply(403, { error: 'Views are counted from the site’s own pages only.' });
    const entryId = await readEntryId(req);
    if (!entryId) return reply(400, { error: 'A JSON body {"entryId": "<uuid>"} is required.' });
    const userAgent = req.headers.get('user-agent');
    if (isBotAgent(userAgent)) return reply(204);
    const ip = context?.ip ?? req.headers.get('x-nf-client-connection-ip') ?? '';
    const deps = getDeps();
    try {
      const counted = await deps.record(entryId, visitorHash(ip));
      return reply(200, { counted });
    } catch (error) {
      (deps.log ?? ((m: string, d?: unknown) => console.error(m, d)))('view: recording failed', error);
      return reply(502, { error: 'The view could not be recorded.' });
    }
  };
}

/**
 * Coalesces calls that arrive while one is in flight into the next call, at most `max` items each.
 * No timer: a lone item is sent at once (on Netlify each instance serves one request at a time, so
 * every batch is a batch of one); under load, one round trip serves every item that queued behind
 * the previous one. Each caller gets its own item's result, or the batch's error.
 */
export function coalesce<T, R>(send: (items: T[]) => Promise<R[]>, max = 500): (item: T) => Promise<R> {
  let queue: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  let inFlight = false;
  const pump = () => {
    if (inFlight || queue.length === 0) return;
    const batch = queue.slice(0, max);
    queue = queue.slice(max);
    inFlight = true;
    send(batch.map((b) => b.item))
      .then((results) => {
        if (results.length !== batch.length) throw new Error(`expected ${batch.length} results, got ${results.length}`);
        batch.forEach((b, i) => b.resolve(results[i]));
      })
      .catch((e: unknown) => batch.forEach((b) => b.reject(e)))
      .finally(() => {
        inFlight = false;
        pump();
      });
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}

/**
 * Service-role RPC (postgrest-js, not the whole supabase-js, in this hot path): public.record_views counts a batch
 * of beacons in one statement; beacons arriving while a call is in flight share the next one.
 */
export function restViewDeps(env: NodeJS.ProcessEnv = process.env): ViewDeps {
  const record = coalesce(async (beacons: { entryId: string; visitor: string }[]): Promise<boolean[]> => {
    const { data: counted, error, status } = await serviceRest(env).rpc('record_views', {
      p_entry_ids: beacons.map((b) => b.entryId),
      p_visitors: beacons.map((b) => b.visitor),
    });
    if (error) throw restError('record_views', status, error);
    if (!Array.isArray(counted)) throw new Error('record_views: not an array');
    return counted.map((c) => c === true);
  });
  return { record: (entryId, visitor) => record({ entryId, visitor }) };
}

// One instance per module: beacons of concurrent requests share its batches.
const deps = restViewDeps();
export default createViewHandler(() => deps);

/**
 * POST only. Rate limit per IP and domain sized to the design load (200 beacons/s from one address,
 * e.g. a carrier NAT): deduplication, not the limit, is what stops one visitor inflating counts.
 */
export const config = {
  // No config.method: Netlify runs an unpathed function for any method (its @netlify/dev emulator
  // does), so the handler answers 405 itself.
  rateLimit: { windowLimit: 12000, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
