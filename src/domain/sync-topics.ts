/**
 * The Realtime topics a device listens on for pokes, by who is signed in. The database announces each
 * change once per audience (migration 20261128040000_realtime_sync_pokes.sql), and row-level security
 * on realtime.messages lets each role join exactly these: a visitor sync:public, a partner
 * sync:public and their own sync:partner:<id>, an admin sync:public and sync:admin. So every device
 * hears of every change it may read, exactly once, and nothing else.
 */
import type { Role } from './types';

export const PUBLIC_SYNC_TOPIC = 'sync:public';
export const ADMIN_SYNC_TOPIC = 'sync:admin';
export const partnerSyncTopic = (userId: string): string => `sync:partner:${userId}`;

/** The presence topic of one record (who has it open). */
export const recordTopic = (table: string, id: string): string => `record:${table}:${id}`;

/** The topics of a device: `role` of the signed-in user (null: nobody, or a role without staff rights). */
export function syncTopics(role: Role | null, userId: string | null): string[] {
  if (role === 'admin' && userId) return [PUBLIC_SYNC_TOPIC, ADMIN_SYNC_TOPIC];
  if (role === 'partner' && userId) return [PUBLIC_SYNC_TOPIC, partnerSyncTopic(userId)];
  return [PUBLIC_SYNC_TOPIC];
}

/** A poke: which row changed, never its content. */
export interface Poke {
  table: string;
  id: string;
  version: number;
}

/** The payload of a 'poke' broadcast, checked (anything else is ignored). */
export function parsePoke(payload: unknown): Poke | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.table !== 'string' || typeof p.id !== 'string' || typeof p.version !== 'number') return null;
  return { table: p.table, id: p.id, version: p.version };
}
