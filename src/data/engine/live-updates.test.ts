import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@/domain/types';
import type { DataContext } from './engine-context';
import { REJOIN_AFTER_MS, startLiveUpdates, type RealtimeFor } from './live-updates';

type Status = 'SUBSCRIBED' | 'CLOSED' | 'CHANNEL_ERROR' | 'TIMED_OUT';

/** A realtime-js client stand-in: records channels, lets the test answer joins and deliver pokes. */
function fakeRealtime() {
  const channels: { topic: string; private: boolean; status: (s: Status) => void; poke: (payload: unknown) => void }[] = [];
  const client = {
    channel(topic: string, opts: { config: { private: boolean } }) {
      const ch = { topic, private: opts.config.private, status: (_: Status) => {}, poke: (_: unknown) => {} };
      channels.push(ch);
      const api = {
        on(_type: string, _filter: unknown, cb: (m: { payload: unknown }) => void) {
          ch.poke = (payload) => cb({ payload });
          return api;
        },
        subscribe(cb: (s: Status) => void) {
          ch.status = cb;
          return api;
        },
      };
      return api;
    },
    async removeChannel() {
      return 'ok';
    },
  };
  const signedIn: boolean[] = [];
  const realtime: RealtimeFor = async (s) => {
    signedIn.push(s);
    return client as never;
  };
  return { channels, realtime, signedIn };
}

function context(who: { scope: string; role: Role | null }): DataContext {
  return {
    scope: async () => who.scope,
    db: { meta: { get: async () => (who.role ? { key: 'profile', value: { role: who.role } } : undefined) } },
  } as unknown as DataContext;
}

describe('live updates', () => {
  it('joins the topics of who is signed in, private, and pulls on every join and every poke', async () => {
    const rt = fakeRealtime();
    const pull = vi.fn(async () => undefined);
    const onPoke = vi.fn();
    const live = startLiveUpdates(context({ scope: 'admin-1', role: 'admin' }), { realtime: rt.realtime, pull, onPoke });
    await live.refresh();
    expect(rt.channels.map((c) => [c.topic, c.private])).toEqual([['sync:public', true], ['sync:admin', true]]);
    expect(rt.signedIn).toEqual([true]);
    expect(pull).not.toHaveBeenCalled();
    rt.channels.forEach((c) => c.status('SUBSCRIBED'));
    expect(pull).toHaveBeenCalledTimes(2);
    expect(live.joined()).toEqual(['sync:public', 'sync:admin']);
    rt.channels[1].poke({ table: 'cheeses', id: 'c1', version: 4 });
    rt.channels[1].poke({ table: 'cheeses', id: 'c1', content: 'never' });
    expect(pull).toHaveBeenCalledTimes(3);
    expect(onPoke).toHaveBeenCalledWith({ table: 'cheeses', id: 'c1', version: 4 });
    expect(onPoke).toHaveBeenCalledTimes(1);
    await live.stop();
  });

  it('a visitor joins the public topic only; a partner theirs; signing in switches', async () => {
    const rt = fakeRealtime();
    const who = { scope: 'anon', role: null as Role | null };
    const live = startLiveUpdates(context(who), { realtime: rt.realtime, pull: async () => undefined });
    await live.refresh();
    expect(rt.channels.map((c) => c.topic)).toEqual(['sync:public']);
    await live.refresh(); // unchanged: nothing joined again
    expect(rt.channels).toHaveLength(1);
    Object.assign(who, { scope: 'p-9', role: 'partner' });
    await live.refresh();
    expect(rt.channels.map((c) => c.topic)).toEqual(['sync:public', 'sync:public', 'sync:partner:p-9']);
    expect(rt.signedIn).toEqual([false, true]);
    await live.stop();
  });

  it('joins again after the server closed a channel, and pulls then', async () => {
    vi.useFakeTimers();
    try {
      const rt = fakeRealtime();
      const pull = vi.fn(async () => undefined);
      const live = startLiveUpdates(context({ scope: 'anon', role: null }), { realtime: rt.realtime, pull });
      await live.refresh();
      rt.channels[0].status('SUBSCRIBED');
      rt.channels[0].status('CLOSED');
      expect(live.joined()).toEqual([]);
      await vi.advanceTimersByTimeAsync(REJOIN_AFTER_MS);
      expect(rt.channels.map((c) => c.topic)).toEqual(['sync:public', 'sync:public']);
      rt.channels[1].status('SUBSCRIBED');
      expect(pull).toHaveBeenCalledTimes(2);
      await live.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
