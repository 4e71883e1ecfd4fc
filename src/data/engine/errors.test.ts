import { describe, expect, it } from 'vitest';
import { backoffDelay, classifyPostgrest, classifyStorage } from './errors';

describe('classifyPostgrest', () => {
  it.each([
    [0, '', 'network'],
    [500, '', 'server'],
    [503, '', 'server'],
    [429, '', 'server'],
    [401, 'PGRST301', 'auth'],
    [409, '23505', 'stop'],
    [400, '22P02', 'stop'],
    [403, '42501', 'stop'],
    [406, 'PGRST116', 'stop'],
  ])('status %i code %s → %s', (status, code, kind) => {
    expect(classifyPostgrest(status, { message: 'm', code }).kind).toBe(kind);
  });

  it('keeps the server message', () => {
    expect(classifyPostgrest(409, { message: 'duplicate key value', code: '23505' })).toEqual({ kind: 'stop', message: 'duplicate key value', code: '23505' });
  });
});

describe('classifyStorage', () => {
  it('unknown errors are network errors, API errors by status', () => {
    expect(classifyStorage({ name: 'StorageUnknownError', message: 'Failed to fetch' }).kind).toBe('network');
    expect(classifyStorage({ name: 'StorageApiError', message: 'The resource already exists', status: 400, statusCode: '409' }).kind).toBe('stop');
    expect(classifyStorage({ name: 'StorageApiError', message: 'boom', status: 500, statusCode: '500' }).kind).toBe('server');
  });
});

describe('backoffDelay (full jitter)', () => {
  it('stays below base · 2^attempt, capped', () => {
    expect(backoffDelay(0, 2000, 300_000, () => 0.999)).toBe(1998);
    expect(backoffDelay(3, 2000, 300_000, () => 0.5)).toBe(8000);
    expect(backoffDelay(20, 2000, 300_000, () => 0.999)).toBe(299_700);
    expect(backoffDelay(5, 2000, 300_000, () => 0)).toBe(0);
  });
});
