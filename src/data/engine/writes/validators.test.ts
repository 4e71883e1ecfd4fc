import { describe, expect, it } from 'vitest';
import { COOK_TIME_INVALID, RECIPE_CATEGORY_INVALID } from '@/domain/recipe/recipe-fields';
import type { Entry } from '@/domain/types';
import { VALIDATORS } from './validators';

const entry = { title: 'Fondue', slug: 'fondue', content: 'Body' } as Entry;

describe('entry row validator: the recipe columns', () => {
  it('queues a row with or without a cook time and a course (rows older than the columns lack them)', () => {
    expect(VALIDATORS.cheezopedia_entries(entry)).toBeNull();
    expect(VALIDATORS.cheezopedia_entries({ ...entry, cook_time: null, recipe_category: null })).toBeNull();
    expect(VALIDATORS.cheezopedia_entries({ ...entry, cook_time: '45 minutes', recipe_category: 'Main course' })).toBeNull();
  });

  it('refuses what the database would refuse, before it is queued', () => {
    expect(VALIDATORS.cheezopedia_entries({ ...entry, cook_time: '  ' })).toBe(COOK_TIME_INVALID);
    expect(VALIDATORS.cheezopedia_entries({ ...entry, cook_time: 'm'.repeat(101) })).toBe(COOK_TIME_INVALID);
    expect(VALIDATORS.cheezopedia_entries({ ...entry, recipe_category: 'Lunch' })).toBe(RECIPE_CATEGORY_INVALID);
  });
});

describe('entry row validator: text limits', () => {
  it('refuses a text over its limit with the database’s message, before it is queued', () => {
    expect(VALIDATORS.cheezopedia_entries({ ...entry, content: 'x'.repeat(200_001) })).toBe('Content is too long: 200,001 characters; at most 200,000.');
    expect(VALIDATORS.cheezopedia_entries({ ...entry, cheese_types: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toBe('Too many cheese types: 21; at most 20.');
    expect(VALIDATORS.cheezopedia_entries({ ...entry, content: 'x'.repeat(200_000) })).toBeNull();
  });
});
