import { describe, expect, it } from 'vitest';
import { NOT_CARRIED, recipeDataCheck, recipeValues, type RecipeSource } from './recipe-data-check';

const complete: RecipeSource = {
  title: 'Baked Camembert', description: 'Molten and quick.', image_url: '/images/camembert.jpg', author_name: 'Marie',
  published_at: '2026-01-01T00:00:00Z', focus_keyword: 'baked camembert', cheese_types: ['Soft', 'Camembert'],
  serving_size: '4 people', preparation_time: '5 minutes', cook_time: '15 minutes', recipe_category: 'Starter',
  ingredients: [{ amount: '1', item: 'Camembert' }], instructions: [{ step: 'Bake', description: 'Bake it.' }],
};

const empty: RecipeSource = {
  title: '', description: null, image_url: null, published_at: null, focus_keyword: null, cheese_types: [],
  serving_size: null, preparation_time: null, ingredients: [], instructions: [],
};

describe('recipeDataCheck', () => {
  it('a complete recipe misses nothing', () => {
    const check = recipeDataCheck(complete);
    expect(check.missingRequired).toEqual([]);
    expect(check.missingRecommended).toEqual([]);
    expect(check.items.map((i) => i.property)).toEqual([
      'name', 'image', 'author', 'datePublished', 'description', 'prepTime', 'cookTime', 'totalTime', 'keywords',
      'recipeYield', 'recipeCategory', 'recipeIngredient', 'recipeInstructions',
    ]);
    expect(check.items.filter((i) => i.level === 'required').map((i) => i.property)).toEqual(['name', 'image']);
  });

  it('an empty recipe misses every property but the author (the site stands in for a missing byline)', () => {
    const check = recipeDataCheck({ ...empty, author_name: null });
    expect(check.missingRequired).toEqual(['name', 'image']);
    expect(check.missingRecommended).toEqual([
      'datePublished', 'description', 'prepTime', 'cookTime', 'totalTime', 'keywords', 'recipeYield', 'recipeCategory',
      'recipeIngredient', 'recipeInstructions',
    ]);
    expect(check.items.find((i) => i.property === 'author')).toMatchObject({ present: true, note: 'Cheezopedia (no byline name)' });
  });

  it.each([
    ['cook time missing', { cook_time: null }, ['cookTime', 'totalTime']],
    ['cook time unreadable', { cook_time: 'until golden' }, ['cookTime', 'totalTime']],
    ['preparation unreadable', { preparation_time: 'overnight' }, ['prepTime', 'totalTime']],
    ['no course', { recipe_category: null }, ['recipeCategory']],
    ['a course not on the list', { recipe_category: 'Lunch' }, ['recipeCategory']],
    ['no keyword and no cheese types', { focus_keyword: '  ', cheese_types: [] }, ['keywords']],
    ['blank serving size', { serving_size: ' ' }, ['recipeYield']],
    ['only blank ingredient rows', { ingredients: [{ amount: ' ', item: '' }] }, ['recipeIngredient']],
    ['a draft', { published_at: null }, ['datePublished']],
  ] as const)('%s → missing %j', (_label, change, missing) => {
    expect(recipeDataCheck({ ...complete, ...change }).missingRecommended).toEqual(missing);
  });

  it('before publishing (the builder), the publish date counts as given and an unknown byline is not named', () => {
    const check = recipeDataCheck({ ...complete, published_at: null, author_name: undefined }, { beforePublishing: true });
    expect(check.missingRecommended).toEqual([]);
    expect(check.items.find((i) => i.property === 'datePublished')?.note).toBe('Set when it is published');
    expect(check.items.find((i) => i.property === 'author')?.note).toBe('The byline’s name, or Cheezopedia without one');
  });

  it('says what to fill in, naming an unreadable time', () => {
    const items = recipeDataCheck({ ...complete, cook_time: 'until golden', recipe_category: null }).items;
    expect(items.find((i) => i.property === 'cookTime')?.note).toBe('Cook Time “until golden” is not read as a time: write it like 20 minutes or 1 hour 30 min');
    expect(items.find((i) => i.property === 'recipeCategory')?.note).toBe('Choose a course under Recipe Category');
    expect(items.find((i) => i.property === 'totalTime')?.note).toBe('Follows once both Preparation Time and Cook Time are read');
  });

  it('keywords come from the focus keyword, else from the cheese types alone', () => {
    expect(recipeValues({ ...complete, focus_keyword: null }).keywords).toBe('soft, camembert');
    expect(recipeValues({ ...complete, cheese_types: [] }).keywords).toBe('baked camembert');
  });

  it('a blank excerpt is stood in for by the title, as a save does', () => {
    expect(recipeValues({ ...complete, description: ' ' }).description).toBe('Baked Camembert');
  });

  it('the yield gives the number first when the serving size states one', () => {
    expect(recipeValues({ ...complete, serving_size: '4' }).recipeYield).toBe('4');
    expect(recipeValues({ ...complete, serving_size: 'Serves 6' }).recipeYield).toEqual(['6', 'Serves 6']);
    expect(recipeValues({ ...complete, serving_size: '4-6 people' }).recipeYield).toBe('4-6 people');
    expect(recipeValues({ ...complete, serving_size: 'A crowd' }).recipeYield).toBe('A crowd');
  });

  it('names the recommended properties no field of ours carries', () => {
    expect(NOT_CARRIED.map((n) => n.property)).toEqual(['recipeCuisine', 'nutrition', 'aggregateRating', 'video']);
  });
});
