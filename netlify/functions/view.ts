/**
 * Netlify Function (v2) POST /.netlify/functions/view {entryId}: the view beacon of public entry
 * pages. Bots (user agents recognised by the `isbot` list, or no user agent) are answered 204 and not
 * counted. Otherwise the visitor is reduced here to sha256(IP + user agent) — the raw values never
 * leave this function — and public.record_view (service role) counts the entry once per visitor per
 * UTC day with a day-salted key the database discards daily. No cookies are read or set.
 * Side effects: one RPC over HTTP (SUPABASE_URL, SUPABASE_SECRET_KEY).
 */
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';

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

/** sha256 of IP and user agent: what stands for the visitor (never stored as such). */
export function visitorHash(ip: string, userAgent: string): string {
  return createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex');
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

export function createViewHandler(getDeps: () => ViewDeps) {
  return async (req: Request, context?: { ip?: string }): Promise<Response> => {
    if (req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
    const entryId = await readEntryId(req);
    if (!entryId) return reply(400, { error: 'A JSON body {"entryId": "<uuid>"} is required.' });
    const userAgent = req.headers.get('user-agent');
    if (isBotAgent(userAgent)) return reply(204);
    const ip = context?.ip ?? req.headers.get('x-nf-client-connection-ip') ?? '';
    const deps = getDeps();
    try {
      const counted = await deps.record(entryId, visitorHash(ip, userAgent ?? ''));
      return reply(200, { counted });
    } catch (error) {
      (deps.log ?? ((m: string, d?: unknown) => console.error(m, d)))('view: recording failed', error);
      return reply(502, { error: 'The view could not be recorded.' });
    }
  };
}

/** Service-role RPC call (plain fetch: no supabase-js in a hot path). */
export function restViewDeps(env: NodeJS.ProcessEnv = process.env): ViewDeps {
  return {
    async record(entryId, visitor) {
      const base = env.SUPABASE_URL?.replace(/\/+$/, '');
      const key = env.SUPABASE_SECRET_KEY;
      if (!base || !key) throw new Error('SUPABASE_URL and SUPABASE_SECRET_KEY must be set');
      const res = await fetch(`${base}/rest/v1/rpc/record_view`, {
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_entry_id: entryId, p_visitor: visitor }),
      });
      if (!res.ok) throw new Error(`record_view: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) === true;
    },
  };
}

export default createViewHandler(() => restViewDeps());

/**
 * POST only. Rate limit per IP and domain sized to the design load (200 beacons/s from one address,
 * e.g. a carrier NAT): deduplication, not the limit, is what stops one visitor inflating counts.
 */
export const config = {
  // No config.method: Netlify runs an unpathed function for any method (its @netlify/dev emulator
  // does), so the handler answers 405 itself.
  rateLimit: { windowLimit: 12000, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
