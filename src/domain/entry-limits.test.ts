import { describe, expect, it } from 'vitest';
import { ENTRY_TEXT_LIMITS, contentAllowance, entryTextProblem, jsonTextLength, textLength } from './entry-limits';

const L = ENTRY_TEXT_LIMITS;

describe('textLength: characters as char_length counts them', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['Gruyère', 7],
    ['🧀', 1],
    ['🧀🧀x', 3],
    ['\ud800', 1], // a lone surrogate is one unit (the database never stores one)
    ['x\udc00\ud800', 3],
  ])('%j → %i', (text, n) => expect(textLength(text)).toBe(n));
});

describe('jsonTextLength: value::text as PostgreSQL writes jsonb', () => {
  it.each([
    [[], '[]'],
    [{}, '{}'],
    [null, 'null'],
    [false, 'false'],
    [12.5, '12.5'],
    ['a"b\\c\nd', '"a\\"b\\\\c\\nd"'],
    [[1, 'x', null], '[1, "x", null]'],
    [{ amount: '1', item: 'egg' }, '{"item": "egg", "amount": "1"}'],
    [[{ a: [] }, {}], '[{"a": []}, {}]'],
    [{ skipped: undefined, kept: 'é' }, '{"kept": "é"}'],
  ])('%j', (value, written) => expect(jsonTextLength(value)).toBe(textLength(written)));
});

describe('entryTextProblem', () => {
  it('accepts every text at its limit, refuses one character more, naming the field', () => {
    const fields = ['title', 'description', 'content', 'focus_keyword', 'image_url', 'image_alt', 'serving_size', 'preparation_time', 'difficulty_level'] as const;
    for (const f of fields) {
      expect(entryTextProblem({ [f]: '🧀'.repeat(L[f]) }), f).toBeNull();
      expect(entryTextProblem({ [f]: 'x'.repeat(L[f] + 1) }), f).toMatch(/ is too long: [\d,]+ characters; at most [\d,]+\.$/);
    }
    expect(entryTextProblem({ content: 'x'.repeat(230_412) })).toBe('Content is too long: 230,412 characters; at most 200,000.');
    expect(entryTextProblem({ description: 'x'.repeat(1001) })).toBe('Excerpt is too long: 1,001 characters; at most 1,000.');
  });

  it('cheese types: how many, and each one', () => {
    expect(entryTextProblem({ cheese_types: Array.from({ length: L.cheese_types }, (_, i) => `t${i}`) })).toBeNull();
    expect(entryTextProblem({ cheese_types: Array.from({ length: L.cheese_types + 1 }, (_, i) => `t${i}`) })).toBe('Too many cheese types: 21; at most 20.');
    expect(entryTextProblem({ cheese_types: ['x'.repeat(L.cheese_type + 1)] })).toBe('A cheese type is too long: 51 characters; at most 50.');
  });

  it('the recipe lists by their JSON text', () => {
    const rows = (n: number) => Array.from({ length: n }, () => ({ amount: '100 g', item: 'Gruyère, grated' }));
    expect(entryTextProblem({ ingredients: rows(100) })).toBeNull();
    expect(entryTextProblem({ ingredients: rows(500) })).toMatch(/^The ingredient list is too long: 2\d,\d{3} characters; at most 10,000\.$/);
    expect(entryTextProblem({ instructions: [{ step: null, description: 'x'.repeat(L.instructions) }] })).toMatch(/^The instruction list is too long/);
  });

  it('the first field over its limit is the one named; absent or mistyped fields are not this rule’s concern', () => {
    expect(entryTextProblem({ title: 'x'.repeat(300), content: 'x'.repeat(300_000) })).toMatch(/^Title/);
    expect(entryTextProblem({ title: 42, content: null, cheese_types: 'Hard' })).toBeNull();
    expect(entryTextProblem({})).toBeNull();
  });
});

describe('contentAllowance', () => {
  it('counts characters against the limit', () => {
    expect(contentAllowance('🧀 ok')).toEqual({ length: 4, limit: L.content, remaining: L.content - 4, over: false });
    expect(contentAllowance('x'.repeat(L.content))).toMatchObject({ remaining: 0, over: false });
    expect(contentAllowance('x'.repeat(L.content + 2))).toMatchObject({ remaining: -2, over: true });
  });
});
