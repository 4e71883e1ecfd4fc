/** What every area of the local backend shares: the database, schema cache and folders. */
import type { Db } from './db/index.ts';
import type { Catalog } from './rest/catalog.ts';
import type { AuthConfig } from './auth/config.ts';

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
  /** X-Forwarded-Host/-Proto are believed only when set (the server runs behind your own proxy). */
  trustProxy: boolean;
  /** [auth] of supabase/config.toml (site URL, redirect allow-list, rate limits). */
  auth: AuthConfig;
}

/**
 * The origin the caller used (Host header), falling back to the server's own URL. X-Forwarded-Host
 * and -Proto count only with trustProxy: otherwise anyone could choose the host of mailed links.
 */
export function requestOrigin(req: Request, fallback: string, trustProxy = false): string {
  const fwdHost = trustProxy ? req.headers.get('x-forwarded-host')?.split(',')[0].trim() : undefined;
  const fwdProto = trustProxy ? req.headers.get('x-forwarded-proto')?.split(',')[0].trim() : undefined;
  const host = fwdHost || req.headers.get('host');
  const proto = fwdProto === 'https' || fwdProto === 'http' ? fwdProto : new URL(req.url).protocol.replace(':', '');
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `${proto}://${host}` : fallback;
}
