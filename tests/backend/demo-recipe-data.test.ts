/**
 * Every published demo recipe gives search engines all of Google's required and recommended Recipe
 * properties our fields can carry (src/domain/recipe/recipe-data-check.ts, the check the builder's
 * "Recipe data" checklist and the page's JSON-LD share): the seed is read as a visitor reads it, from
 * the local backend's REST API over the real migrations and seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeDataCheck } from '../../src/domain/recipe/recipe-data-check';
import type { Entry } from '../../src/domain/types';
import { must, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let recipes: Entry[];

beforeAll(async () => {
  backend = await startTestBackend();
  recipes = must(await backend.anon().from('cheezopedia_entries').select('*').eq('content_type', 'recipe').order('slug'), 'published recipes') as Entry[];
});

afterAll(async () => {
  await backend?.close();
});

describe('demo recipes: complete recipe data', () => {
  it('the seed publishes recipes to check', () => {
    expect(recipes.map((r) => r.slug)).toEqual([
      'baked-camembert-honey-thyme', 'classic-swiss-cheese-fondue', 'grilled-halloumi-summer-skewers', 'savoyard-tartiflette',
    ]);
  });

  it('every published demo recipe misses no required and no recommended property we carry', () => {
    const missing = recipes.map((r) => {
      const check = recipeDataCheck(r);
      return { slug: r.slug, required: check.missingRequired, recommended: check.missingRecommended };
    });
    expect(missing).toEqual(recipes.map((r) => ({ slug: r.slug, required: [], recommended: [] })));
  });
});
