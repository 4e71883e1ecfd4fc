import { describe, expect, it } from 'vitest';
import type { Cheese, Entry } from '@/domain/types';
import { DeviceIndex } from './device-search';

const past = '2026-01-01T00:00:00Z';
let n = 0;
function entry(fields: Partial<Entry>): Entry {
  n += 1;
  return {
    id: `e${n}`,
    slug: `entry-${n}`,
    title: '',
    description: null,
    content: '',
    content_type: 'article',
    cheese_types: [],
    ingredients: [],
    instructions: [],
    focus_keyword: null,
    published_at: past,
    archived_at: null,
    visible_in_feed: true,
    version: 1,
    updated_at: past,
    image_url: null,
    image_placeholder: null,
    ...fields,
  } as Entry;
}
function cheese(fields: Partial<Cheese>): Cheese {
  n += 1;
  return { id: `c${n}`, name: '', description: '', type: 'Hard', milk: 'Cow', origin_country: 'France', origin_region: null, image_url: '', version: 1, updated_at: past, ...fields } as Cheese;
}

const titleHit = entry({ title: 'Classic Swiss Fondue with Gruyère' });
const bodyHit = entry({ title: 'Weeknight suppers', content: 'Grate some gruyère over the potatoes. A fondue pot helps.' });
const recipe = entry({ title: 'Spring tart', ingredients: [{ item: 'Goat cheese', amount: '200 g' }], cheese_types: ['Fresh'] });
const draft = entry({ title: 'Secret gruyère draft', published_at: null });
const camembert = cheese({ name: 'Camembert de Normandie', origin_country: 'France', origin_region: 'Normandy', milk: 'Cow', description: 'Soft and bloomy.' });

function index(): DeviceIndex {
  const i = new DeviceIndex();
  i.update([titleHit, bodyHit, recipe, draft], [camembert]);
  return i;
}
const ids = (i: DeviceIndex, q: string) => i.search(q).entries.map((e) => e.id);

describe('search over what the device holds', () => {
  it('ranks a title match above a body match, accents and case folded', () => {
    expect(ids(index(), 'GRUYERE')).toEqual([titleHit.id, bodyHit.id]);
  });
  it('finds prefixes, plurals, ingredients and one typo from five letters', () => {
    const i = index();
    expect(ids(i, 'fond')).toEqual(expect.arrayContaining([titleHit.id, bodyHit.id]));
    expect(ids(i, 'potato')).toEqual([bodyHit.id]);
    expect(ids(i, 'goat cheeses')).toEqual([recipe.id]);
    expect(ids(i, 'gruyre')[0]).toBe(titleHit.id);
    expect(i.search('camembrt').cheeses.map((c) => c.name)).toEqual(['Camembert de Normandie']);
    expect(ids(i, 'tark')).toEqual([]); // four letters: no typo allowed
  });
  it('every word must match; stop words alone find nothing', () => {
    expect(ids(index(), 'gruyere potatoes')).toEqual([bodyHit.id]);
    expect(index().search('the of and').entries).toEqual([]);
  });
  it('never shows an entry that is not public, and says where results came from', () => {
    const r = index().search('secret');
    expect(r.entries).toEqual([]);
    expect(r.from).toBe('device');
  });
  it('finds cheeses by origin and marks matched words in snippets', () => {
    const r = index().search('normandy');
    expect(r.cheeses[0]?.subtitle).toBe('Hard · Cow · Normandy, France');
    expect(index().search('swiss').entries[0]?.snippet ?? null).toBeNull();
  });
  it('pages the ranked entries, marking the shown page\'s snippets; cheeses on the first page only', () => {
    const i = new DeviceIndex();
    const first = entry({ title: 'Gruyère fondue', description: 'A gruyère classic.' });
    const second = entry({ title: 'Supper', description: 'Gruyère on toast.', content: 'gruyere' });
    i.update([first, second], [cheese({ name: 'Gruyère AOP', description: 'Nutty gruyère.' })]);
    const one = i.search('gruyere', 1, 1);
    expect(one.entries.map((e) => e.id)).toEqual([first.id]);
    expect(one.hasNext).toBe(true);
    expect(one.entries[0].snippet).toBe('A \u0002gruyère\u0003 classic.');
    expect(one.cheeses.map((c) => c.name)).toEqual(['Gruyère AOP']);
    const two = i.search('gruyere', 2, 1);
    expect(two.entries.map((e) => e.id)).toEqual([second.id]);
    expect(two.entries[0].snippet).toBe('\u0002Gruyère\u0003 on toast. \u0002gruyere\u0003');
    expect(two.hasNext).toBe(false);
    expect(two.cheeses).toEqual([]);
    expect(i.search('gruyere', 1, 5, 0).cheeses).toEqual([]);
  });
  it('cuts snippets from the description and the body as plain text: no markdown, cells and items kept apart', () => {
    const i = new DeviceIndex();
    const chart = entry({
      title: 'Pairing basics',
      description: 'Wine with cheese.',
      content: '## A quick chart\n\n| Cheese type | Avoid |\n|---|---|\n| Fresh | Heavy **oaked** reds |\n\n- **Something soft:** Brie de Meaux',
    });
    i.update([chart], []);
    expect(i.search('oaked').entries[0].snippet).toBe('Wine with cheese. A quick chart · Cheese type · Avoid · Fresh · Heavy \u0002oaked\u0003 reds · Something soft: Brie de Meaux');
  });
  it('follows changes: a changed row is re-indexed, a removed one forgotten', () => {
    const i = index();
    i.update([{ ...titleHit, title: 'Raclette night', version: 2 }, bodyHit, recipe], [camembert]);
    expect(ids(i, 'raclette')).toEqual([titleHit.id]);
    expect(ids(i, 'gruyere')).toEqual([bodyHit.id]);
    i.update([recipe], []);
    expect(ids(i, 'potatoes')).toEqual([]);
    expect(i.search('camembert').cheeses).toEqual([]);
  });
});
