import { describe, expect, it } from 'vitest';
import { parsePoke, recordTopic, syncTopics } from './sync-topics';

describe('sync topics', () => {
  it.each([
    ['a visitor', null, null, ['sync:public']],
    ['an admin', 'admin', 'u1', ['sync:public', 'sync:admin']],
    ['a partner', 'partner', 'u2', ['sync:public', 'sync:partner:u2']],
    ['a role without staff rights', 'user', 'u3', ['sync:public']],
  ] as const)('%s listens on its own topics', (_, role, id, topics) => {
    expect(syncTopics(role as never, id)).toEqual(topics);
  });

  it('names a record presence topic', () => {
    expect(recordTopic('cheeses', 'abc')).toBe('record:cheeses:abc');
  });

  it.each([
    [{ table: 'cheeses', id: 'x', version: 3 }, { table: 'cheeses', id: 'x', version: 3 }],
    [{ table: 'cheeses', id: 'x', version: 3, id2: 'ignored' }, { table: 'cheeses', id: 'x', version: 3 }],
    [{ table: 'cheeses', id: 'x' }, null],
    ['poke', null],
    [null, null],
  ])('reads a poke payload %j', (payload, poke) => {
    expect(parsePoke(payload)).toEqual(poke);
  });
});
