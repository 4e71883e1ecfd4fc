import { describe, expect, it } from 'vitest';
import type { Entry } from '@/domain/types';
import { entryJsonLd } from './structured-data';

const base: Entry = {
  id: '1', slug: 'brie-tart', title: 'Brie Tart', description: 'A tart.', content: 'Text', focus_keyword: null,
  image_url: '/images/brie.jpg', image_alt: null, content_type: 'recipe', visible_in_feed: true, featured: false,
  reading_time_minutes: 2, published_at: '2026-01-01T00:00:00Z', archived_at: null, created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z', version: 1, cheese_types: ['Soft', 'BRIE'], serving_size: '4 people',
  preparation_time: '1 hour 15 minutes', cook_time: '20 min', recipe_category: 'Main course', difficulty_level: 'Easy',
  ingredients: [{ amount: '200 g', item: 'brie' }, { amount: '', item: 'salt' }],
  instructions: [{ step: 'Prepare', description: 'Slice the brie.' }, { step: null, description: 'Bake.' }],
  author_id: null, updated_by: null,
};

const RULES = { remotePatterns: [/^https:\/\/cdn\.example\/allowed\//] };

describe('entryJsonLd', () => {
  it('describes a recipe with ingredients, steps, yield and prep time', () => {
    const ld = entryJsonLd(base, 'https://cheezopedia.test', RULES);
    expect(ld['@type']).toBe('Recipe');
    expect(ld.image).toEqual([
      'https://cheezopedia.test/.netlify/images?url=%2Fimages%2Fbrie.jpg&w=1280&h=1280&fit=cover&q=70',
      'https://cheezopedia.test/.netlify/images?url=%2Fimages%2Fbrie.jpg&w=1280&h=960&fit=cover&q=70',
      'https://cheezopedia.test/.netlify/images?url=%2Fimages%2Fbrie.jpg&w=1280&h=720&fit=cover&q=70',
    ]);
    expect(ld.recipeYield).toEqual(['4', '4 people']);
    expect(ld.prepTime).toBe('PT1H15M');
    expect(ld.cookTime).toBe('PT20M');
    expect(ld.totalTime).toBe('PT1H35M');
    expect(ld.recipeCategory).toBe('Main course');
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

  it('gives no total time unless both times are read: never the preparation time alone', () => {
    for (const cook_time of [null, undefined, '', 'until golden']) {
      const ld = entryJsonLd({ ...base, cook_time }, 'https://cheezopedia.test', RULES);
      expect(ld.prepTime).toBe('PT1H15M');
      expect(ld).not.toHaveProperty('totalTime', expect.anything());
      expect(JSON.parse(JSON.stringify(ld))).not.toHaveProperty('totalTime');
    }
    const noPrep = entryJsonLd({ ...base, preparation_time: 'overnight' }, 'https://cheezopedia.test', RULES);
    expect(JSON.parse(JSON.stringify(noPrep))).not.toHaveProperty('prepTime');
    expect(JSON.parse(JSON.stringify(noPrep))).not.toHaveProperty('totalTime');
    expect(noPrep.cookTime).toBe('PT20M');
  });

  it('keywords are the focus keyword then the cheese types, each once', () => {
    const ld = entryJsonLd({ ...base, focus_keyword: 'Brie tart', cheese_types: ['Soft', 'brie tart', 'Brie'] }, 'https://cheezopedia.test', RULES);
    expect(ld.keywords).toBe('brie tart, soft, brie');
  });

  it('a recipe with no course has no recipeCategory (nothing is derived from cheese types)', () => {
    const ld = JSON.parse(JSON.stringify(entryJsonLd({ ...base, recipe_category: null }, 'https://cheezopedia.test', RULES)));
    expect(ld).not.toHaveProperty('recipeCategory');
  });

  it('a picture the CDN cannot serve is given once, as it is; a remote allowed one is cropped; an illustration through its raster twin', () => {
    expect(entryJsonLd({ ...base, image_url: '/images/entries/fondue.svg' }, 'https://cheezopedia.test', RULES).image).toEqual([
      'https://cheezopedia.test/.netlify/images?url=%2Fimages%2Fraster%2Fentries%2Ffondue.png&w=1280&h=1280&fit=cover&q=70',
      'https://cheezopedia.test/.netlify/images?url=%2Fimages%2Fraster%2Fentries%2Ffondue.png&w=1280&h=960&fit=cover&q=70',
      'https://cheezopedia.test/.netlify/images?url=%2Fimages%2Fraster%2Fentries%2Ffondue.png&w=1280&h=720&fit=cover&q=70',
    ]);
    expect(entryJsonLd({ ...base, image_url: 'https://elsewhere.example/a.jpg' }, 'https://cheezopedia.test', RULES).image)
      .toEqual(['https://elsewhere.example/a.jpg']);
    const remote = entryJsonLd({ ...base, image_url: 'https://cdn.example/allowed/a.jpg' }, 'https://cheezopedia.test', RULES).image as string[];
    expect(remote).toHaveLength(3);
    expect(remote[2]).toBe('https://cheezopedia.test/.netlify/images?url=https%3A%2F%2Fcdn.example%2Fallowed%2Fa.jpg&w=1280&h=720&fit=cover&q=70');
    expect(JSON.parse(JSON.stringify(entryJsonLd({ ...base, image_url: null }, 'https://cheezopedia.test', RULES)))).not.toHaveProperty('image');
  });

  it('a step with a title only uses it as its text; an empty step is left out', () => {
    const ld = entryJsonLd({ ...base, instructions: [{ step: 'Rest', description: '' }, { step: null, description: '  ' }] }, 'https://cheezopedia.test', RULES);
    expect(ld.recipeInstructions).toEqual([{ '@type': 'HowToStep', text: 'Rest' }]);
  });

  it('an article has author, publisher and keywords but no recipe properties', () => {
    const ld = JSON.parse(JSON.stringify(entryJsonLd({ ...base, content_type: 'article', focus_keyword: 'brie' }, 'https://cheezopedia.test', RULES)));
    expect(ld['@type']).toBe('Article');
    expect(ld.author).toBeDefined();
    expect(ld.publisher).toBeDefined();
    expect(ld.keywords).toBe('brie, soft');
    for (const k of ['prepTime', 'cookTime', 'totalTime', 'recipeYield', 'recipeCategory', 'recipeInstructions']) expect(ld).not.toHaveProperty(k);
  });

  // What a structured-data tester's Google preset requires of an Article (npm structured-data-testing-tool
  // 4.5, presets/google/schemas/CreativeWork/Article.js: errors, and the mainEntityOfPage warning).
  it.each(['recipe', 'article'] as const)('a %s carries what the Google preset asks of it', (content_type) => {
    const ld = JSON.parse(JSON.stringify(entryJsonLd({ ...base, content_type, image_url: '/images/entries/fondue.svg' }, 'https://cheezopedia.test', RULES)));
    for (const key of ['author', 'datePublished', 'headline', 'image', 'mainEntityOfPage', 'dateModified']) expect(ld[key], key).toBeTruthy();
    expect(ld.publisher['@type']).toBe('Organization');
    expect(ld.publisher.name).toBeTruthy();
    expect(ld.publisher.logo.url).toMatch(/^https:\/\/cheezopedia\.test\/.+\.png$/);
    expect(ld.mainEntityOfPage).toBe(ld.url);
  });
});

