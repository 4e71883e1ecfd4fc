/**
 * Presence as Phoenix.Presence keeps it for Realtime: per channel topic, each joined channel tracks at
 * most one entry under its presence key (config.presence.key, else a generated id) with the payload
 * it tracked plus `phx_ref` (and `phx_ref_prev` after an update). The state a joining client gets is
 * grouped by key ({key: {metas: [...]}}); every change is a diff {joins, leaves} in the same shape.
 */
import { randomBytes } from 'node:crypto';
import type { Json } from './frames.ts';

export type Meta = { [key: string]: Json };
export type Grouped = Record<string, { metas: Meta[] }>;
export interface Diff {
  joins: Grouped;
  leaves: Grouped;
}

interface Entry {
  key: string;
  meta: Meta;
}

/** Phoenix.Tracker's references: 8 random bytes, base64. */
const newRef = () => randomBytes(8).toString('base64');

function group(entries: Iterable<Entry>): Grouped {
  const out: Grouped = {};
  for (const { key, meta } of entries) (out[key] ??= { metas: [] }).metas.push(meta);
  return out;
}

export class PresenceTracker<Owner> {
  private readonly topics = new Map<string, Map<Owner, Entry>>();

  /** The presences of a topic, grouped by key (presence_state). */
  list(topic: string): Grouped {
    return group(this.topics.get(topic)?.values() ?? []);
  }

  /** Tracks (or, when the owner already is, updates) the owner's presence; returns the diff. */
  track(topic: string, owner: Owner, key: string, payload: Meta): Diff {
    let entries = this.topics.get(topic);
    if (!entries) this.topics.set(topic, (entries = new Map()));
    const before = entries.get(owner);
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (before) meta.phx_ref_prev = before.meta.phx_ref;
    const entry = { key, meta };
    entries.set(owner, entry);
    return { joins: group([entry]), leaves: before ? group([before]) : {} };
  }

  /** Removes the owner's presence; null when it had none. */
  untrack(topic: string, owner: Owner): Diff | null {
    const entries = this.topics.get(topic);
    const before = entries?.get(owner);
    if (!entries || !before) return null;
    entries.delete(owner);
    if (entries.size === 0) this.topics.delete(topic);
    return { joins: {}, leaves: group([before]) };
  }
}
