import { describe, expect, it } from 'vitest';
import type { Profile } from '@/domain/types';
import { filterUsers } from './filter-users';

const users: Profile[] = [
  { id: '1', email: 'ada@x.test', name: 'Ada Lovelace', role: 'admin', created_at: '' },
  { id: '2', email: 'bob@y.test', name: null, role: 'partner', created_at: '' },
  { id: '3', email: 'cy@x.test', name: 'Cy', role: 'user', created_at: '' },
];

describe('filterUsers', () => {
  it.each([
    ['', ['1', '2', '3']],
    ['  ', ['1', '2', '3']],
    ['LOVE', ['1']],
    ['x.test', ['1', '3']],
    ['partner', ['2']],
    ['nobody', []],
  ])('%s → %o', (query, ids) => {
    expect(filterUsers(users, query).map((u) => u.id)).toEqual(ids);
  });
});
