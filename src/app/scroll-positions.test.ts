import { describe, expect, it } from 'vitest';
import { keyHistoryEntry, scrollKey } from './scroll-positions';

describe('scroll positions', () => {
  it('are kept per history entry; entries the browser made for #section links by their path and hash', () => {
    expect(scrollKey({ key: 'k1', pathname: '/discover', search: '', hash: '' })).toBe('k1');
    expect(scrollKey({ key: 'default', pathname: '/', search: '', hash: '#types' })).toBe('/#types');
    expect(scrollKey({ key: 'default', pathname: '/', search: '', hash: '#app' })).not.toBe(scrollKey({ key: 'default', pathname: '/', search: '', hash: '#types' }));
  });

  it('a document opened from outside gets a key of its own; one that has a key keeps it', () => {
    const history = { state: null as unknown, replaceState(state: unknown) { this.state = state; } };
    keyHistoryEntry(history);
    const first = (history.state as { key: string }).key;
    expect(first).toMatch(/^[a-z0-9]+$/);
    keyHistoryEntry(history);
    expect((history.state as { key: string }).key).toBe(first);
    const other = { state: { idx: 0 } as unknown, replaceState(state: unknown) { this.state = state; } };
    keyHistoryEntry(other);
    expect(other.state).toMatchObject({ idx: 0 });
    expect((other.state as { key: string }).key).not.toBe(first);
  });
});
