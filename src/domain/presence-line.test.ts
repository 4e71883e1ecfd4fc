import { describe, expect, it } from 'vitest';
import { presenceLine } from './presence-line';

describe('presenceLine', () => {
  it.each([
    [[], null],
    [[{ key: 'a', name: 'Ada Admin' }], 'Also open: Ada Admin, on another device'],
    [[{ key: 'a', name: 'Ada Admin' }, { key: 'b', name: 'Ada Admin' }], 'Also open: Ada Admin, on other devices'],
    [[{ key: 'a', name: 'Ada Admin' }, { key: 'b', name: 'Pat Partner' }, { key: 'c', name: 'Bo' }], 'Also open: Ada Admin, Pat Partner and Bo, on other devices'],
    [[{ key: 'a', name: ' ' }], 'Also open: Someone, on another device'],
  ])('%j', (peers, line) => {
    expect(presenceLine(peers)).toBe(line);
  });
});
