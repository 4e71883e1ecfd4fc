import { describe, expect, it } from 'vitest';
import { loadFailed, serverReadView } from './server-read';

describe('serverReadView', () => {
  it('says offline before anything else, even over rows read earlier', () => {
    expect(serverReadView({ kind: 'loaded' }, false, false)).toEqual({ kind: 'offline' });
    expect(serverReadView({ kind: 'offline' }, true, true)).toEqual({ kind: 'offline' });
  });
  it('carries the failure message', () => {
    expect(serverReadView({ kind: 'failed', message: 'permission denied' }, true, true)).toEqual({ kind: 'failed', message: 'permission denied' });
  });
  it('waits while loading, whatever the row count', () => {
    expect(serverReadView({ kind: 'loading' }, true, true)).toEqual({ kind: 'loading' });
  });
  it('tells an empty answer from rows', () => {
    expect(serverReadView({ kind: 'loaded' }, true, true)).toEqual({ kind: 'empty' });
    expect(serverReadView({ kind: 'loaded' }, true, false)).toEqual({ kind: 'rows' });
  });
});

describe('loadFailed', () => {
  it('names what failed to load and why', () => {
    expect(loadFailed('subscribers', new Error('permission denied'))).toBe('Could not load the subscribers: permission denied');
    expect(loadFailed('sends', 'offline')).toBe('Could not load the sends: offline');
  });
});
