import { describe, expect, it } from 'vitest';
import type { Entry } from '@/domain/types';
import { entryJsonLd, toIsoDuration } from './structured-data';

const base: Entry = {
  id: '1', slug: 'brie-tart', title: 'Brie Tart', description: 'A tart.', content: 'Text', focus_keyword: null,
  image_url: '/images/brie.jpg', image_alt: null, content_type: 'recipe', visible_in_feed: true, featured: false,
  reading_time_minutes: 2, published_at: '2026-01-01T00:00:00Z', archived_at: null, created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z', version: 1, cheese_types: ['Soft', 'BRIE'], serving_size: '4 people',
  preparation_time: '1 hour 15 minutes', difficulty_level: 'Easy',
  ingredients: [{ amount: '200 g', item: 'brie' }, { amount: '', item: 'salt' }],
  instructions: [{ step: 'Prepare', description: 'Slice the brie.' }, { step: null, description: 'Bake.' }],
  author_id: null, updated_by: null,
};

describe('toIsoDuration', () => {
  it.each([
    ['45 minutes', 'PT45M'],
    ['1 hour 30 min', 'PT1H30M'],
    ['2 hrs', 'PT2H'],
    ['90', 'PT1H30M'],
    ['1.5 hours', 'PT1H30M'],
    ['overnight', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(toIsoDuration(input)).toBe(expected);
  });
});

describe('entryJsonLd', () => {
  it('describes a recipe with ingredients, steps, yield and prep time', () => {
    const ld = entryJsonLd(base, 'https://cheezopedia.test');
    expect(ld['@type']).toBe('Recipe');
    expect(ld.image).toEqual(['https://cheezopedia.test/images/brie.jpg']);
    expect(ld.recipeYield).toBe('4 people');
    expect(ld.prepTime).toBe('PT1H15M');
    expect(ld.recipeIngredient).toEqual(['200 g brie', 'salt']);
    expect(ld.recipeInstructions).toEqual([
      { '@type': 'HowToStep', name: 'Prepare', text: 'Slice the brie.' },
      { '@type': 'HowToStep', text: 'Bake.' },
    ]);
    expect(ld.keywords).toBe('soft, brie');
    expect(ld.url).toBe('https://cheezopedia.test/brie-tart');
  });

  it('describes other content as an Article without recipe fields', () => {
    const ld = entryJsonLd({ ...base, content_type: 'article' }, 'https://cheezopedia.test');
    expect(ld['@type']).toBe('Article');
    expect(ld).not.toHaveProperty('recipeIngredient');
  });

  it.each(['recipe', 'article'] as const)('a %s names its author (the byline) and the publisher with its logo', (type) => {
    const ld = entryJsonLd({ ...base, content_type: type, author_name: ' Marie Dubois ' }, 'https://cheezopedia.test');
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Marie Dubois' });
    expect(ld.publisher).toEqual({
      '@type': 'Organization',
      name: 'Cheezopedia',
      url: 'https://cheezopedia.test/',
      logo: { '@type': 'ImageObject', url: 'https://cheezopedia.test/icons/icon-512.png' },
    });
  });

  it('an entry with no author name is authored by the site, as its byline says', () => {
    const ld = entryJsonLd({ ...base, author_name: null }, 'https://cheezopedia.test');
    expect(ld.author).toEqual({ '@type': 'Organization', name: 'Cheezopedia', url: 'https://cheezopedia.test/' });
  });
});
