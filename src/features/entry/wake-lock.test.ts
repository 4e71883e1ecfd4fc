import { describe, expect, it, vi } from 'vitest';
import { keepScreenOn, type WakeLockDeps } from './wake-lock';

function fakeDocument() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return doc;
}

function fakeWakeLock(refuse = false) {
  const sentinels: Array<{ release: ReturnType<typeof vi.fn>; drop: () => void; released: boolean }> = [];
  const api = {
    request: vi.fn(async () => {
      if (refuse) throw new DOMException('Battery saver', 'NotAllowedError');
      const listeners: Array<() => void> = [];
      const s = {
        released: false,
        release: vi.fn(async () => {
          s.released = true;
        }),
        addEventListener: (_: 'release', l: () => void) => void listeners.push(l),
        drop: () => listeners.forEach((l) => l()),
      };
      sentinels.push(s);
      return s;
    }),
  };
  return { api, sentinels };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('keepScreenOn', () => {
  it('requests the lock, reports it held, and releases it on close', async () => {
    const { api, sentinels } = fakeWakeLock();
    const status = vi.fn();
    const stop = keepScreenOn({ wakeLock: api, document: fakeDocument() as unknown as WakeLockDeps['document'] }, status);
    await tick();
    expect(api.request).toHaveBeenCalledWith('screen');
    expect(status).toHaveBeenLastCalledWith('on');
    stop();
    expect(sentinels[0].release).toHaveBeenCalledTimes(1);
  });
  it('requests it again when the page is visible again after the browser dropped it', async () => {
    const { api, sentinels } = fakeWakeLock();
    const doc = fakeDocument();
    const stop = keepScreenOn({ wakeLock: api, document: doc as unknown as WakeLockDeps['document'] }, () => {});
    await tick();
    doc.show('hidden');
    sentinels[0].drop();
    expect(api.request).toHaveBeenCalledTimes(1);
    doc.show('visible');
    await tick();
    expect(api.request).toHaveBeenCalledTimes(2);
    doc.show('visible');
    await tick();
    expect(api.request).toHaveBeenCalledTimes(2);
    stop();
    expect(sentinels[1].release).toHaveBeenCalled();
    doc.show('visible');
    expect(api.request).toHaveBeenCalledTimes(2);
  });
  it('says unavailable where the API is missing', () => {
    const status = vi.fn();
    keepScreenOn({ wakeLock: undefined, document: fakeDocument() as unknown as WakeLockDeps['document'] }, status);
    expect(status).toHaveBeenCalledWith('unavailable');
  });
  it('says unavailable when the request is refused', async () => {
    const { api } = fakeWakeLock(true);
    const status = vi.fn();
    keepScreenOn({ wakeLock: api, document: fakeDocument() as unknown as WakeLockDeps['document'] }, status);
    await tick();
    expect(status).toHaveBeenCalledWith('unavailable');
  });
  it('releases a lock granted after close', async () => {
    const { api, sentinels } = fakeWakeLock();
    const status = vi.fn();
    const stop = keepScreenOn({ wakeLock: api, document: fakeDocument() as unknown as WakeLockDeps['document'] }, status);
    stop();
    await tick();
    expect(sentinels[0].release).toHaveBeenCalled();
    expect(status).not.toHaveBeenCalledWith('on');
  });
});
