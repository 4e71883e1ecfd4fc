/**
 * The caller's address as the TCP socket reports it. Headers (X-Forwarded-For, Host) are never used:
 * any client can write them.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { isLoopbackHost } from './keys.ts';

export function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? '';
}

/** 404 for anyone but a loopback client, whatever address the server is bound to. */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopbackHost(socketAddress(c))) return c.text('Not found', 404);
  await next();
};
