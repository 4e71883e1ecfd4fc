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
