/**
 * Live updates: the device listens on the Realtime topics of what it may read (visitors
 * `sync:public`; partners their own `sync:partner:<id>` too; admins `sync:admin` too — see
 * @/domain/sync-topics) for pokes, which carry a changed row's table, id and version and never its
 * content. A poke runs the ordinary pull (row-level security decides what it brings; the pull is
 * single-flight, so a burst of pokes costs one pull and one more). Realtime does not replay what a
 * device missed while disconnected: every (re)subscription pulls from the checkpoint first. A channel
 * the server closes (token refused or expired, a limit reached) is joined again after a while; the
 * 60 s pull stays as the fallback. Sign-in and sign-out switch the channels (`refresh`).
 * Side effects: websocket channels through the given Realtime client, pulls. Loaded by the layer
 * when the page is idle, so no first load carries it.
 */
import { parsePoke, syncTopics, type Poke } from '@/domain/sync-topics';
import type { RealtimeChannelLike, RealtimeClientLike } from './api';
import type { DataContext } from './engine-context';
import { deviceRole } from './scopes';

/** The device's Realtime client: the signed-in user's (their token set before any join) or a visitor's. */
export type RealtimeFor = (signedIn: boolean) => Promise<RealtimeClientLike>;

/** How long a channel the server closed waits before joining again. */
export const REJOIN_AFTER_MS = 3_000;

export interface LiveUpdatesOptions {
  realtime: RealtimeFor;
  /** The layer's single-flight pull. */
  pull: () => Promise<unknown>;
  /** Hears every valid poke (diagnostics, benches). */
  onPoke?: (poke: Poke) => void;
}

export interface LiveUpdates {
  /** Joins the topics of whoever is signed in now (leaves the others); nothing when they are unchanged. */
  refresh(): Promise<void>;
  /** Leaves every channel. */
  stop(): Promise<void>;
  /** The topics joined now (SUBSCRIBED). */
  joined(): string[];
}

interface Open {
  topic: string;
  channel: RealtimeChannelLike;
  client: RealtimeClientLike;
  subscribed: boolean;
  closing: boolean;
}

export function startLiveUpdates(ctx: DataContext, options: LiveUpdatesOptions): LiveUpdates {
  let stopped = false;
  /** Bumped by every refresh: work begun for an older plan stops. */
  let generation = 0;
  let planKey: string | null = null;
  let open: Open[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const pull = () => void options.pull().catch(() => undefined);

  async function closeAll(): Promise<void> {
    const closing = open;
    open = [];
    for (const t of timers) clearTimeout(t);
    timers.clear();
    await Promise.all(
      closing.map(async (o) => {
        o.closing = true;
        await o.client.removeChannel(o.channel).catch(() => undefined);
      }),
    );
  }

  function join(client: Open['client'], topic: string, gen: number): void {
    const channel = client.channel(topic, { config: { private: true } });
    const entry: Open = { topic, channel, client, subscribed: false, closing: false };
    open.push(entry);
    channel
      .on('broadcast', { event: 'poke' }, (message: { payload?: unknown }) => {
        const poke = parsePoke(message.payload);
        if (!poke || entry.closing) return;
        options.onPoke?.(poke);
        pull();
      })
      .subscribe((status) => {
        if (entry.closing) return;
        if (status === 'SUBSCRIBED') {
          entry.subscribed = true;
          // Realtime does not replay what was missed before this (re)join: pull from the checkpoint.
          pull();
          return;
        }
        entry.subscribed = false;
        // CHANNEL_ERROR and TIMED_OUT: the client joins again by itself. CLOSED: the server ended it.
        if (status !== 'CLOSED' || stopped || gen !== generation) return;
        entry.closing = true;
        open = open.filter((o) => o !== entry);
        void client.removeChannel(channel).catch(() => undefined);
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!stopped && gen === generation) join(client, topic, gen);
        }, REJOIN_AFTER_MS);
        timers.add(timer);
      });
  }

  async function refresh(): Promise<void> {
    const gen = ++generation;
    const scope = await ctx.scope();
    const userId = scope === 'anon' ? null : scope;
    const role = await deviceRole(ctx, userId).catch(() => null);
    const topics = syncTopics(role, userId);
    const key = `${scope}|${topics.join(',')}`;
    if (stopped || gen !== generation || key === planKey) return;
    planKey = key;
    await closeAll();
    const client = await options.realtime(userId !== null);
    if (stopped || gen !== generation) return;
    for (const topic of topics) join(client, topic, gen);
  }

  return {
    refresh: () => refresh().catch(() => {
      // The client could not be loaded or the role read (offline): the next refresh tries again.
      planKey = null;
    }),
    async stop() {
      stopped = true;
      generation += 1;
      await closeAll();
    },
    joined: () => open.filter((o) => o.subscribed).map((o) => o.topic),
  };
}
