import { describe, expect, it } from 'vitest';
import { OFFLINE_REPLAY_AFTER_MS } from '@/domain/constants';
import { writePathOf } from './push';

describe('writePathOf', () => {
  const now = Date.parse('2026-01-01T12:00:00.000Z');
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();
  it('a change sent as it was saved is a form save', () => {
    expect(writePathOf({ createdAt: at(200) }, now)).toBe('form');
    expect(writePathOf({ createdAt: at(OFFLINE_REPLAY_AFTER_MS) }, now)).toBe('form');
  });
  it('one that waited past the threshold, or was retried after a network failure, is an offline replay', () => {
    expect(writePathOf({ createdAt: at(OFFLINE_REPLAY_AFTER_MS + 1) }, now)).toBe('offline_replay');
    expect(writePathOf({ createdAt: at(10), retryReason: 'network' }, now)).toBe('offline_replay');
    expect(writePathOf({ createdAt: at(10), retryReason: 'server' }, now)).toBe('form');
  });
});
