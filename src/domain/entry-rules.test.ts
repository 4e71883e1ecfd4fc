import { describe, expect, it } from 'vitest';
import {
  buildEntryPayload,
  descriptionFallback,
  dropEmptyRecipeRows,
  emptyEntryForm,
  entryStatus,
  entryToForm,
  isInFeed,
  isPublic,
  saveSuccessMessage,
  SLUG_INVALID,
  validateArticle,
  articleSaveProblem,
  articleFieldProblems,
  unpublishDialog,
  type EntryForm,
} from './entry-rules';
import { ARTICLE_REQUIRED } from './messages';
import type { Entry } from './types';

const NOW = new Date('2026-06-01T12:00:00.000Z');

describe('entryStatus / isPublic / isInFeed', () => {
  it.each([
    [null, null, 'draft', false],
    ['2026-06-01T11:59:59.999Z', null, 'published', true],
    ['2026-06-01T12:00:00.000Z', null, 'published', true],
    ['2026-06-01T12:00:00.001Z', null, 'scheduled', false],
    ['2030-01-01T00:00:00Z', null, 'scheduled', false],
    ['2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z', 'archived', false],
    [null, '2026-05-01T00:00:00Z', 'archived', false],
    ['not a date', null, 'draft', false],
  ] as const)('published_at=%s archived_at=%s → %s', (published_at, archived_at, status, pub) => {
    const e = { published_at, archived_at };
    expect(entryStatus(e, NOW)).toBe(status);
    expect(isPublic(e, NOW)).toBe(pub);
    expect(isInFeed({ ...e, visible_in_feed: true }, NOW)).toBe(pub);
    expect(isInFeed({ ...e, visible_in_feed: false }, NOW)).toBe(false);
  });
  it('accepts now as string or number', () => {
    const e = { published_at: '2026-06-01T12:00:00Z', archived_at: null };
    expect(entryStatus(e, '2026-06-01T11:00:00Z')).toBe('scheduled');
    expect(entryStatus(e, NOW.getTime())).toBe('published');
  });
});

describe('validateArticle', () => {
  it.each([
    [{ title: 'T', slug: 't', content: 'c' }, null],
    [{ title: '', slug: 't', content: 'c' }, ARTICLE_REQUIRED],
    [{ title: 'T', slug: '', content: 'c' }, ARTICLE_REQUIRED],
    [{ title: 'T', slug: 't', content: '' }, ARTICLE_REQUIRED],
    [{ title: '   ', slug: 't', content: 'c' }, ARTICLE_REQUIRED],
    [{ title: 'T', slug: 't', content: ' \n ' }, ARTICLE_REQUIRED],
    [{ title: 'T', slug: 'Bad Slug', content: 'c' }, SLUG_INVALID],
    [{ title: 'T', slug: 'a--b', content: 'c' }, SLUG_INVALID],
    [{ title: 'Privacy', slug: 'privacy', content: 'c' }, 'The address /privacy belongs to a page of the site: choose another slug'],
    [{ title: 'Terms', slug: ' terms ', content: 'c' }, 'The address /terms belongs to a page of the site: choose another slug'],
    [{ title: 'Privacy policy', slug: 'privacy-policy', content: 'c' }, null],
  ])('%j → %s', (form, msg) => {
    expect(validateArticle(form)).toBe(msg);
  });

  it('refuses a text the database would refuse, with its message, as the save would store it', () => {
    const form = { ...emptyEntryForm(), title: 'Long', slug: 'long', content: 'x'.repeat(200_001) };
    expect(validateArticle(form)).toBe('Content is too long: 200,001 characters; at most 200,000.');
    expect(articleSaveProblem(form)).toBe('Content is too long: 200,001 characters; at most 200,000.');
    expect(() => buildEntryPayload(form, 'draft', NOW, { isNew: true })).toThrow('Content is too long');
    // Trimmed as stored: surrounding spaces do not count; blank tags and duplicates are dropped.
    expect(validateArticle({ ...form, content: 'c', title: ` ${'t'.repeat(200)} ` })).toBeNull();
    expect(validateArticle({ ...form, content: 'c', cheese_types: [...Array.from({ length: 20 }, (_, i) => `t${i}`), ' ', 't1'] })).toBeNull();
    expect(validateArticle({ ...form, content: 'c', cheese_types: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toBe('Too many cheese types: 21; at most 20.');
    // The recipe columns count for recipes only (another type leaves them untouched).
    const long = 'x'.repeat(101);
    expect(validateArticle({ ...form, content: 'c', serving_size: long })).toBeNull();
    expect(validateArticle({ ...form, content: 'c', serving_size: long, content_type: 'recipe' })).toBe('Serving size is too long: 101 characters; at most 100.');
  });
});

describe('articleSaveProblem', () => {
  it('names the missing fields after the spec text', () => {
    expect(articleSaveProblem({ title: 'Only a title', slug: 'only-a-title', content: '' })).toBe(`${ARTICLE_REQUIRED} Missing: content.`);
    expect(articleSaveProblem({ title: '', slug: '', content: ' ' })).toBe(`${ARTICLE_REQUIRED} Missing: title, slug and content.`);
    expect(articleSaveProblem({ title: 'T', slug: 'Bad Slug', content: 'c' })).toBe(SLUG_INVALID);
    expect(articleSaveProblem({ title: 'T', slug: 't', content: 'c' })).toBeNull();
  });
});

describe('descriptionFallback', () => {
  const long = 'x'.repeat(200);
  it.each([
    ['An excerpt', 'Title', 'An excerpt'],
    ['  padded  ', 'Title', 'padded'],
    ['', 'Title', 'Title'],
    [null, '  Title  ', 'Title'],
    ['   ', long, 'x'.repeat(160)],
    ['', 'y'.repeat(160), 'y'.repeat(160)],
    ['', 'y'.repeat(159), 'y'.repeat(159)],
  ])('(%j, title) → %j', (d, title, out) => {
    expect(descriptionFallback(d, title)).toBe(out);
  });
});

describe('dropEmptyRecipeRows', () => {
  it('drops fully empty rows and trims the rest', () => {
    const r = dropEmptyRecipeRows(
      [{ amount: ' 200 g ', item: ' Comté ' }, { amount: '', item: '' }, { amount: '  ', item: ' ' }, { amount: '', item: 'salt' }],
      [
        { step: ' Prep ', description: ' Grate ' },
        { step: '', description: '' },
        { step: null, description: '   ' },
        { description: 'Bake' },
        { step: 'Rest', description: '' },
      ],
    );
    expect(r.ingredients).toEqual([{ amount: '200 g', item: 'Comté' }, { amount: '', item: 'salt' }]);
    expect(r.instructions).toEqual([
      { step: 'Prep', description: 'Grate' },
      { step: null, description: 'Bake' },
      { step: 'Rest', description: '' },
    ]);
  });
});

function form(over: Partial<EntryForm> = {}): EntryForm {
  return { ...emptyEntryForm(), title: ' My Title ', slug: 'my-title', content: 'one two three', ...over };
}

describe('buildEntryPayload', () => {
  it('draft → published_at null, new entry defaults, fallback description, reading time', () => {
    const p = buildEntryPayload(form({ visible_in_feed: false, featured: true }), 'draft', NOW, { isNew: true });
    expect(p).toEqual({
      title: 'My Title', slug: 'my-title', description: 'My Title', content: 'one two three',
      focus_keyword: null, image_url: null, image_alt: null, image_placeholder: null, content_type: 'article',
      visible_in_feed: true, featured: false, reading_time_minutes: 1, published_at: null, cheese_types: [],
    });
  });
  it('publish → now; chosen future date schedules; chosen date wins over now', () => {
    expect(buildEntryPayload(form(), 'publish', NOW, { isNew: true }).published_at).toBe(NOW.toISOString());
    const future = '2027-01-01T09:00:00.000Z';
    expect(buildEntryPayload(form({ publish_at: future }), 'publish', NOW, { isNew: true }).published_at).toBe(future);
    expect(buildEntryPayload(form({ publish_at: future }), 'draft', NOW, { isNew: true }).published_at).toBeNull();
  });
  it('edits keep visible_in_feed and featured from the form', () => {
    const p = buildEntryPayload(form({ visible_in_feed: false, featured: true }), 'publish', NOW, { isNew: false });
    expect(p.visible_in_feed).toBe(false);
    expect(p.featured).toBe(true);
  });
  it('recipe extras only for recipes, empty rows dropped, type normalised', () => {
    const extras = {
      serving_size: ' 4 ', preparation_time: '', cook_time: ' 45 min ', recipe_category: 'Dessert', difficulty_level: 'Easy',
      ingredients: [{ amount: '1', item: 'brie' }, { amount: '', item: '' }],
      instructions: [{ step: '', description: '' }, { step: null, description: 'Bake' }],
    };
    const recipe = buildEntryPayload(form({ ...extras, content_type: 'Recipe' }), 'draft', NOW, { isNew: true });
    expect(recipe.content_type).toBe('recipe');
    expect(recipe.serving_size).toBe('4');
    expect(recipe.preparation_time).toBeNull();
    expect(recipe.cook_time).toBe('45 min');
    expect(recipe.recipe_category).toBe('Dessert');
    expect(recipe.difficulty_level).toBe('Easy');
    expect(recipe.ingredients).toEqual([{ amount: '1', item: 'brie' }]);
    expect(recipe.instructions).toEqual([{ step: null, description: 'Bake' }]);
    const guide = buildEntryPayload(form({ ...extras, content_type: 'pairing-guide' }), 'draft', NOW, { isNew: true });
    expect(guide.content_type).toBe('pairing_guide');
    for (const k of ['serving_size', 'preparation_time', 'cook_time', 'recipe_category', 'difficulty_level', 'ingredients', 'instructions']) {
      expect(guide).not.toHaveProperty(k);
    }
  });
  it('reading time rounds up words / 200', () => {
    const content = Array.from({ length: 201 }, () => 'word').join(' ');
    expect(buildEntryPayload(form({ content }), 'draft', NOW, { isNew: true }).reading_time_minutes).toBe(2);
  });
  it('cleans optionals and cheese types', () => {
    const p = buildEntryPayload(
      form({ focus_keyword: ' brie ', image_url: '  ', image_alt: 'Alt', cheese_types: [' Soft', 'Soft', '', 'Blue'] }),
      'draft', NOW, { isNew: true },
    );
    expect(p.focus_keyword).toBe('brie');
    expect(p.image_url).toBeNull();
    expect(p.image_alt).toBe('Alt');
    expect(p.cheese_types).toEqual(['Soft', 'Blue']);
  });
  it.each([
    [{ title: '' }, ARTICLE_REQUIRED],
    [{ slug: 'Not Valid' }, SLUG_INVALID],
    [{ content_type: 'video' }, 'Unknown content type: video'],
    [{ publish_at: 'tomorrow' }, 'Invalid publish date: tomorrow'],
  ])('throws a clear error for %j', (over, msg) => {
    expect(() => buildEntryPayload(form(over), 'publish', NOW, { isNew: true })).toThrow(msg);
  });
});

describe('entryToForm', () => {
  it('maps nulls to blanks and keeps published_at as publish_at', () => {
    const entry: Entry = {
      id: 'e1', slug: 's', title: 'T', description: null, content: 'c', focus_keyword: null, image_url: null,
      image_alt: null, content_type: 'recipe', visible_in_feed: false, featured: true, reading_time_minutes: 1,
      published_at: '2026-01-01T00:00:00Z', archived_at: null, created_at: '', updated_at: '', version: 3,
      cheese_types: ['Soft'], serving_size: null, preparation_time: '10 min', difficulty_level: null,
      ingredients: [{ amount: '1', item: 'x' }], instructions: [], author_id: null, updated_by: null,
    };
    const f = entryToForm(entry);
    expect(f.description).toBe('');
    expect(f.preparation_time).toBe('10 min');
    // A row stored before the cook time and course existed lacks them: blank in the form.
    expect(f.cook_time).toBe('');
    expect(f.recipe_category).toBe('');
    expect(entryToForm({ ...entry, cook_time: '1 hour', recipe_category: 'Starter' })).toMatchObject({ cook_time: '1 hour', recipe_category: 'Starter' });
    expect(f.publish_at).toBe('2026-01-01T00:00:00Z');
    expect(f.featured).toBe(true);
    expect(f.ingredients).not.toBe(entry.ingredients);
  });
});

describe('saveSuccessMessage', () => {
  it.each([
    [true, 'draft', 'Draft saved!'],
    [true, 'publish', 'Article published successfully!'],
    [false, 'draft', 'Article updated!'],
    [false, 'publish', 'Article updated and published!'],
  ] as const)('isNew=%s %s → %s', (isNew, action, msg) => {
    expect(saveSuccessMessage(isNew, action)).toBe(msg);
  });
  it('Save Draft on a live or scheduled article says it left the site', () => {
    expect(saveSuccessMessage(false, 'draft', 'published')).toBe('Article unpublished: saved as a draft and taken off the site. Publish it to put it back.');
    expect(saveSuccessMessage(false, 'draft', 'scheduled')).toBe('Article saved as a draft: its scheduled publication is cancelled.');
    expect(saveSuccessMessage(false, 'publish', 'published')).toBe('Article updated and published!');
  });
});

describe('unpublishDialog', () => {
  it('names the article, its address and the way to keep it live', () => {
    expect(unpublishDialog('Aged Comté', 'aged-comte', 'published')).toEqual({
      title: 'Take this article off the site?',
      message: 'Saving "Aged Comté" as a draft unpublishes it: /aged-comte stops showing it until you publish it again. To save your changes and keep it live, use Update.',
      confirmLabel: 'Unpublish and Save Draft',
      cancelLabel: 'Keep It Live',
    });
    expect(unpublishDialog('', 'x', 'scheduled').confirmLabel).toBe('Unschedule and Save Draft');
  });
});

describe('articleFieldProblems', () => {
  it('gives each field its own message', () => {
    expect(articleFieldProblems({ title: ' ', slug: '', content: 'c' })).toEqual({ title: 'Enter a title.', slug: 'Enter a slug (the address of the article).' });
    expect(articleFieldProblems({ title: 'T', slug: 'Bad Slug', content: '' })).toEqual({ slug: SLUG_INVALID, content: 'Write the content.' });
    expect(articleFieldProblems({ title: 'T', slug: 'privacy', content: 'c' })).toEqual({ slug: 'The address /privacy belongs to a page of the site: choose another slug' });
    expect(articleFieldProblems({ title: 'T', slug: 't', content: 'c' })).toEqual({});
  });
});
