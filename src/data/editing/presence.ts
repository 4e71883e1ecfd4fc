/**
 * Presence on a record: who else has the same record open, through Realtime presence on the private
 * topic `record:<table>:<id>` (row-level security on realtime.messages lets admins open any record
 * and an author their own entry). Each open form tracks itself under a key of its own, with the
 * user's name; the others' entries are reported, and go when their form closes or their socket
 * drops. Side effects: a Realtime channel on the signed-in user's supabase-js client.
 */
import { useEffect, useState } from 'react';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { recordTopic } from '@/domain/sync-topics';
import type { PresencePeer } from '@/domain/presence-line';
import { getDataLayer } from '@/data/react';
import type { SyncTable } from '@/data/engine';

/** Joins a record's presence as `name`; `onPeers` hears the other open forms. Returns the leave function. */
export function watchPresence(
  getSupabase: () => Promise<SupabaseClient>,
  table: SyncTable,
  id: string,
  name: string,
  onPeers: (peers: PresencePeer[]) => void,
): () => void {
  const key = crypto.randomUUID();
  let channel: RealtimeChannel | null = null;
  let client: SupabaseClient | null = null;
  let left = false;
  void (async () => {
    const supabase = await getSupabase();
    // The join is authorised with the token the socket holds when it is sent.
    await supabase.realtime.setAuth();
    if (left) return;
    client = supabase;
    const ch = supabase.channel(recordTopic(table, id), { config: { private: true, presence: { key } } });
    channel = ch;
    ch.on('presence', { event: 'sync' }, () => {
      const state = ch.presenceState<{ name?: string }>();
      const peers: PresencePeer[] = [];
      for (const [k, metas] of Object.entries(state)) {
        if (k === key || !metas.length) continue;
        peers.push({ key: k, name: String(metas[0].name ?? '') });
      }
      onPeers(peers);
    }).subscribe((status) => {
      if (status === 'SUBSCRIBED' && !left) void ch.track({ name });
    });
  })().catch(() => undefined); // offline or not allowed: nobody shown
  return () => {
    left = true;
    onPeers([]);
    if (client && channel) void client.removeChannel(channel).catch(() => undefined);
  };
}

/** The other open forms of a record (empty while alone, offline, or without an id). */
export function usePresence(table: SyncTable, id: string | null | undefined, name: string | null | undefined): PresencePeer[] {
  const [peers, setPeers] = useState<PresencePeer[]>([]);
  useEffect(() => {
    if (!id || !name) return;
    const layer = getDataLayer();
    return watchPresence(() => layer.getSupabase(), table, id, name, setPeers);
  }, [table, id, name]);
  return peers;
}
