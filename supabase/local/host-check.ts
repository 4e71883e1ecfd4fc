/**
 * The Host names the local backend answers, as development servers now do (Vite's
 * server.allowedHosts): loopback (localhost, 127.0.0.1, [::1]), the address it listens on, the host
 * of config.toml's site_url, ALLOWED_HOSTS — and, bound to every interface (0.0.0.0), this machine's
 * own addresses and name. Any other Host gets 403 before any route runs: a page on attacker.example
 * whose name the attacker re-points at 127.0.0.1 (DNS rebinding) reaches this server from the
 * developer's own browser with `Host: attacker.example`, and reads nothing. `/_dev/*` (the mailbox
 * holds reset links) further needs a loopback client (client-ip.ts) and a loopback Host.
 */
import { hostname, networkInterfaces } from 'node:os';
import type { MiddlewareHandler } from 'hono';
import { isLoopbackHost } from './keys.ts';

/** The host name of a Host header (lower case, IPv6 without brackets), or null when it is not one. */
export function hostnameOf(hostHeader: string): string | null {
  try {
    const h = new URL(`http://${hostHeader}/`).hostname.toLowerCase();
    return h.replace(/^\[|\]$/g, '') || null;
  } catch {
    return null;
  }
}

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

export function allowedHostnames(opts: { listen: string; siteUrl?: string; extra?: string[] }): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1']);
  const add = (h: string | null | undefined) => {
    const n = h ? hostnameOf(h.split(':').length > 2 && !h.startsWith('[') ? `[${h}]` : h) : null;
    if (n) names.add(n);
  };
  if (WILDCARDS.has(opts.listen)) {
    for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) add(i.address.split('%')[0]);
    add(hostname());
    add(`${hostname()}.local`);
  } else {
    add(opts.listen);
  }
  if (opts.siteUrl) {
    try {
      add(new URL(opts.siteUrl).hostname);
    } catch {
      // not a URL: nothing to add
    }
  }
  for (const h of opts.extra ?? []) add(h.trim());
  return names;
}

/** ALLOWED_HOSTS of the environment: host names separated by commas. */
export function allowedHostsFromEnv(value = process.env.ALLOWED_HOSTS): string[] {
  return (value ?? '').split(',').map((h) => h.trim()).filter(Boolean);
}

/** 403 for a request whose Host is not one this server answers (no Host at all: not a browser's). */
export function hostAllowList(allowed: Set<string>): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('host');
    const name = header === undefined ? null : hostnameOf(header);
    if (header !== undefined && (name === null || !(allowed.has(name) || isLoopbackHost(name)))) {
      return c.text(`Blocked request: this server does not answer the host "${header.slice(0, 200)}". To allow it, add it to ALLOWED_HOSTS.`, 403);
    }
    await next();
  };
}

/** /_dev/*: a loopback Host only (on top of a loopback client). */
export const loopbackHostOnly: MiddlewareHandler = async (c, next) => {
  const name = hostnameOf(c.req.header('host') ?? '');
  if (!name || !isLoopbackHost(name)) return c.text('Not found', 404);
  await next();
};
