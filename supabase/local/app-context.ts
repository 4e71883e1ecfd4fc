/** What every area of the local backend shares: the database, schema cache and folders. */
import type { Db } from './db/index.ts';
import type { Catalog } from './rest/catalog.ts';

export interface AppContext {
  db: Db;
  catalog: Catalog;
  /** Folder of the local mailbox (.eml files and JSON summaries). */
  mailboxDir: string;
  /** Folder of the Netlify functions (netlify/functions). */
  functionsDir: string;
  /** Built SPA folder (dist/). */
  staticDir: string;
  /** The server's own URL once listening (http://127.0.0.1:port). */
  url: () => string;
  log: (msg: string) => void;
}

/** The origin the caller used (Host header), falling back to the server's own URL. */
export function requestOrigin(req: Request, fallback: string): string {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const proto = req.headers.get('x-forwarded-proto') ?? new URL(req.url).protocol.replace(':', '');
  return host ? `${proto}://${host}` : fallback;
}
