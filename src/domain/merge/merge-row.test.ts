import { describe, expect, it } from 'vitest';
import type { Announcement, Cheese, Entry } from '../types';
import { MERGE_RULES } from './merge-rules';
import { mergeRow, resolveRow, ROW_KEY, SERVER_MANAGED_FIELDS, type FieldConflict, type MergeRowInput, type RowMerge } from './merge-row';

const j = (...paras: string[]) => paras.join('\n\n');

const entry = (over: Partial<Entry> = {}): Entry => ({
  id: 'e1', slug: 'fondue', title: 'Fondue', description: 'A pot of cheese.', content: j('Intro.', 'History.', 'Method.', 'Serving.'),
  focus_keyword: null, image_url: null, image_alt: null, image_placeholder: null, content_type: 'recipe', visible_in_feed: true, featured: false,
  reading_time_minutes: 2, published_at: null, archived_at: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', version: 3,
  cheese_types: ['Gruyère', 'Vacherin'], serving_size: '4', preparation_time: '20 min', cook_time: null, recipe_category: 'Main course', difficulty_level: 'Easy',
  ingredients: [{ amount: '300 g', item: 'Gruyère' }, { amount: '300 g', item: 'Vacherin' }, { amount: '1 cup', item: 'white wine' }],
  instructions: [{ step: null, description: 'Rub the pot with garlic.' }, { step: null, description: 'Melt the cheese in the wine.' }],
  author_id: null, updated_by: null,
  ...over,
});

const BASE = entry();
/** A merge of an entry edit with MERGE_RULES: ours changed `ours` from BASE; the server now has BASE + `theirs`. */
const mergeEntry = (ours: Partial<Entry>, theirs: Partial<Entry> | null, base: Partial<Entry> = BASE) =>
  mergeRow<Entry>({ ...MERGE_RULES.cheezopedia_entries, base, ours, theirs: theirs === null ? null : entry({ version: 4, updated_at: '2026-01-02T00:00:00Z', ...theirs }) });

describe('mergeRow: field by field', () => {
  it.each<[string, Partial<Entry>, Partial<Entry>, Partial<Entry>]>([
    ['disjoint fields: ours is written, theirs stays', { title: 'Cheese fondue' }, { slug: 'fondue-moitie-moitie' }, { title: 'Cheese fondue' }],
    ['changed only here', { serving_size: '6' }, {}, { serving_size: '6' }],
    ['changed only there: nothing to write', { serving_size: '4' }, { serving_size: '2' }, {}],
    ['the same field to the same value: nothing to decide', { title: 'Cheese fondue' }, { title: 'Cheese fondue' }, {}],
    ['null set on both sides', { cook_time: null, difficulty_level: null }, { difficulty_level: null }, {}],
    ['several fields, each by its rule', { title: 'Cheese fondue', serving_size: '6', recipe_category: 'Starter', difficulty_level: 'Medium' }, { preparation_time: '30 min', difficulty_level: 'Medium' }, { title: 'Cheese fondue', serving_size: '6', recipe_category: 'Starter' }],
    ['text: different paragraphs', { content: j('Intro, revised.', 'History.', 'Method.', 'Serving.') }, { content: j('Intro.', 'History.', 'Method.', 'Serving, with bread.') }, { content: j('Intro, revised.', 'History.', 'Method.', 'Serving, with bread.') }],
    ['text: paragraphs added on both sides at different places', { content: j('Intro.', 'Note.', 'History.', 'Method.', 'Serving.') }, { content: j('Intro.', 'History.', 'Method.', 'Serving.', 'Wine.') }, { content: j('Intro.', 'Note.', 'History.', 'Method.', 'Serving.', 'Wine.') }],
    ['text: a merge that is already theirs writes nothing', { content: j('Intro.', 'History.', 'Method!', 'Serving.') }, { content: j('Intro!', 'History.', 'Method!', 'Serving.') }, {}],
    ['ingredients by item: an amount here, an item there', { ingredients: [{ amount: '400 g', item: 'Gruyère' }, { amount: '300 g', item: 'Vacherin' }, { amount: '1 cup', item: 'white wine' }] },
      { ingredients: [{ amount: '300 g', item: 'Gruyère' }, { amount: '300 g', item: 'Vacherin' }, { amount: '1 cup', item: 'white wine' }, { amount: '2 tbsp', item: 'kirsch' }] },
      { ingredients: [{ amount: '400 g', item: 'Gruyère' }, { amount: '300 g', item: 'Vacherin' }, { amount: '1 cup', item: 'white wine' }, { amount: '2 tbsp', item: 'kirsch' }] }],
    ['instructions by item: a step changed here, a step added there', { instructions: [{ step: null, description: 'Rub the pot with a halved garlic clove.' }, { step: null, description: 'Melt the cheese in the wine.' }] },
      { instructions: [{ step: null, description: 'Rub the pot with garlic.' }, { step: null, description: 'Melt the cheese in the wine.' }, { step: null, description: 'Serve with bread.' }] },
      { instructions: [{ step: null, description: 'Rub the pot with a halved garlic clove.' }, { step: null, description: 'Melt the cheese in the wine.' }, { step: null, description: 'Serve with bread.' }] }],
    ['cheese types as a set: added on both sides', { cheese_types: ['Gruyère', 'Vacherin', 'Emmental'] }, { cheese_types: ['Gruyère', 'Vacherin', 'Appenzeller'] }, { cheese_types: ['Gruyère', 'Vacherin', 'Appenzeller', 'Emmental'] }],
    ['cheese types: removed here, theirs unchanged', { cheese_types: ['Gruyère'] }, {}, { cheese_types: ['Gruyère'] }],
    ['server-managed fields in ours are ignored', { version: 3, updated_at: 'x', updated_by: 'me', title: 'Cheese fondue' } as Partial<Entry>, { title: 'Fondue' }, { title: 'Cheese fondue' }],
    ['a field ours "changed" to its base value writes nothing', { title: 'Fondue' }, { title: 'Fondue moitié-moitié' }, {}],
  ])('%s', (_, ours, theirs, merged) => {
    expect(mergeEntry(ours, theirs)).toEqual({ merged, conflicts: [] });
  });

  it('the same field changed to different values is a conflict for that field only', () => {
    const r = mergeEntry({ title: 'Cheese fondue', serving_size: '6' }, { title: 'Fondue moitié-moitié', slug: 'moitie-moitie' });
    expect(r).toEqual({ merged: { serving_size: '6' }, conflicts: [{ kind: 'value', field: 'title', base: 'Fondue', ours: 'Cheese fondue', theirs: 'Fondue moitié-moitié' }] });
  });

  it('the same paragraph changed differently: a text conflict holding only that paragraph, the rest merged', () => {
    const ours = j('Intro, revised.', 'History.', 'Method: stir.', 'Serving.');
    const theirs = j('Intro.', 'History.', 'Method: whisk.', 'Serving, with bread.');
    const r = mergeEntry({ content: ours, title: 'Cheese fondue' }, { content: theirs });
    expect(r.merged).toEqual({ title: 'Cheese fondue' });
    expect(r.conflicts).toEqual([{
      kind: 'text', field: 'content', base: BASE.content, ours, theirs,
      hunks: [
        { kind: 'ok', text: 'Intro, revised.\n\nHistory.\n\n' },
        { kind: 'conflict', base: 'Method.', ours: 'Method: stir.', theirs: 'Method: whisk.' },
        { kind: 'ok', text: '\n\nServing, with bread.' },
      ],
    }]);
  });

  it('the same ingredient changed differently: an items conflict holding only that item', () => {
    const [g, v, w] = BASE.ingredients;
    const r = mergeEntry({ ingredients: [{ amount: '400 g', item: 'Gruyère' }, v, w] }, { ingredients: [{ amount: '250 g', item: 'Gruyère' }, v, w, { amount: '1', item: 'garlic clove' }] });
    expect(r.conflicts).toEqual([{
      kind: 'items', field: 'ingredients', base: BASE.ingredients, ours: [{ amount: '400 g', item: 'Gruyère' }, v, w], theirs: [{ amount: '250 g', item: 'Gruyère' }, v, w, { amount: '1', item: 'garlic clove' }],
      hunks: [{ kind: 'conflict', base: [g], ours: [{ amount: '400 g', item: 'Gruyère' }], theirs: [{ amount: '250 g', item: 'Gruyère' }] }, { kind: 'ok', items: [v, w, { amount: '1', item: 'garlic clove' }] }],
    }]);
  });

  it.each<[string, Pick<MergeRowInput<Entry>, 'textFields' | 'arrayRule'>, FieldConflict['kind'] | 'merged']>([
    ['text not declared long text is one value', { textFields: [] }, 'value'],
    ['lists not named in a rule are one value', { arrayRule: {} }, 'value'],
    ['one rule for every list', { arrayRule: 'items' }, 'merged'],
  ])('%s', (_, rules, outcome) => {
    const content = { ours: j('Intro!', 'History.', 'Method.', 'Serving.'), theirs: j('Intro.', 'History.', 'Method.', 'Serving!') };
    const steps = { ours: [BASE.instructions[0]], theirs: [...BASE.instructions, { step: null, description: 'Serve.' }] };
    const field = 'textFields' in rules ? 'content' : 'instructions';
    const ours = field === 'content' ? { content: content.ours } : { instructions: steps.ours };
    const theirs = field === 'content' ? { content: content.theirs } : { instructions: steps.theirs };
    const r = mergeRow<Entry>({ ...MERGE_RULES.cheezopedia_entries, ...rules, base: BASE, ours, theirs: entry(theirs) });
    if (outcome === 'merged') expect(r).toEqual({ merged: { instructions: [BASE.instructions[0], { step: null, description: 'Serve.' }] }, conflicts: [] });
    else expect(r.conflicts.map((c) => [c.kind, c.field])).toEqual([[outcome, field]]);
  });

  it('a field whose base is unknown counts as changed on both sides', () => {
    const r = mergeRow<Entry>({ base: {}, ours: { title: 'Cheese fondue', slug: 'fondue' }, theirs: entry({ title: 'Fondue!' }) });
    expect(r).toEqual({ merged: {}, conflicts: [{ kind: 'value', field: 'title', base: undefined, ours: 'Cheese fondue', theirs: 'Fondue!' }] });
  });

  it('text written on both sides where there was none (null) merges by paragraph from empty', () => {
    const base = { ...BASE, description: null };
    expect(mergeEntry({ description: 'Melted.' }, { description: 'Melted.' }, base)).toEqual({ merged: {}, conflicts: [] });
    expect(mergeEntry({ description: 'Melted.' }, { description: 'Bubbling.' }, base).conflicts).toEqual([
      { kind: 'text', field: 'description', base: '', ours: 'Melted.', theirs: 'Bubbling.', hunks: [{ kind: 'conflict', base: '', ours: 'Melted.', theirs: 'Bubbling.' }] },
    ]);
  });

  it('text cleared here and edited there is one value in conflict (clearing is not a paragraph edit)', () => {
    const r = mergeEntry({ description: null }, { description: 'A pot of melted cheese.' });
    expect(r.conflicts).toEqual([{ kind: 'value', field: 'description', base: 'A pot of cheese.', ours: null, theirs: 'A pot of melted cheese.' }]);
  });

  it('takes the list of ignored fields', () => {
    const r = mergeRow<Cheese>({ base: { name: 'Brie' }, ours: { name: 'Brie de Meaux', origin_region: 'Île-de-France' }, theirs: { name: 'Brie' } as Cheese, ignore: ['origin_region'] });
    expect(r).toEqual({ merged: { name: 'Brie de Meaux' }, conflicts: [] });
    expect(SERVER_MANAGED_FIELDS).toEqual(expect.arrayContaining(['version', 'updated_at', 'created_at', 'updated_by', 'id']));
  });

  it('never writes a field the update does not change, whatever theirs holds', () => {
    const r = mergeEntry({ title: 'Cheese fondue' }, { content: 'Rewritten.', slug: 'other', version: 9 });
    expect(Object.keys(r.merged)).toEqual(['title']);
  });
});

describe('mergeRow: fields that only make sense together (the featured image)', () => {
  const image = { image_url: 'https://img/new.jpg', image_placeholder: 'NEWHASH', image_alt: 'Fondue pot' };
  const withImage = { ...BASE, image_url: 'https://img/old.jpg', image_placeholder: 'OLDHASH', image_alt: 'Old pot' };

  it('a new image here, nothing of it changed there: written', () => {
    const r = mergeEntry({ image_url: image.image_url, image_placeholder: image.image_placeholder }, { title: 'Fondue!', image_url: withImage.image_url, image_placeholder: 'OLDHASH', image_alt: 'Old pot' }, withImage);
    expect(r).toEqual({ merged: { image_url: image.image_url, image_placeholder: 'NEWHASH' }, conflicts: [] });
  });

  it('a new image here, its alt text changed there: one conflict for the image, not a new picture with the old alt', () => {
    const r = mergeEntry({ image_url: image.image_url, image_placeholder: image.image_placeholder }, { image_url: withImage.image_url, image_placeholder: 'OLDHASH', image_alt: 'The old pot, steaming' }, withImage);
    expect(r).toEqual({
      merged: {},
      conflicts: [{
        kind: 'group', field: 'image_url', fields: ['image_url', 'image_placeholder', 'image_alt'],
        base: { image_url: withImage.image_url, image_placeholder: 'OLDHASH', image_alt: 'Old pot' },
        ours: { image_url: image.image_url, image_placeholder: 'NEWHASH', image_alt: 'Old pot' },
        theirs: { image_url: withImage.image_url, image_placeholder: 'OLDHASH', image_alt: 'The old pot, steaming' },
      }],
    });
    const conflict = r.conflicts[0] as Extract<FieldConflict, { kind: 'group' }>;
    expect(resolveRow(r, { image_url: 'ours' })).toEqual({
      kind: 'update', patch: { image_url: image.image_url, image_placeholder: 'NEWHASH', image_alt: 'Old pot' },
      notKept: { ours: {}, theirs: conflict.theirs },
    });
    expect(resolveRow(r, { image_url: 'theirs' })).toEqual({ kind: 'update', patch: {}, notKept: { ours: conflict.ours, theirs: {} } });
  });

  it('a different image on each side: chosen as one, never one side\'s URL with the other\'s placeholder', () => {
    const r = mergeEntry({ ...image }, { image_url: 'https://img/other.jpg', image_placeholder: 'OTHERHASH', image_alt: 'Other pot' }, withImage);
    expect(r.conflicts.map((c) => [c.kind, c.field])).toEqual([['group', 'image_url']]);
    // Per field (no groups) the two halves could be chosen apart.
    const loose = mergeRow<Entry>({ ...MERGE_RULES.cheezopedia_entries, groups: [], base: withImage, ours: { ...image }, theirs: entry({ image_url: 'https://img/other.jpg', image_placeholder: 'OTHERHASH', image_alt: 'Other pot' }) });
    expect(loose.conflicts.map((c) => c.field)).toEqual(['image_url', 'image_placeholder', 'image_alt']);
  });

  it('with a base holding only the fields the update changed, the fields it left alone are left out', () => {
    const base = { image_url: withImage.image_url, image_placeholder: 'OLDHASH' };
    // Theirs changed only the alt text: the image here is new, there the alt changed (unknown base): no conflict.
    const r = mergeEntry({ image_url: image.image_url, image_placeholder: 'NEWHASH' }, { image_url: withImage.image_url, image_placeholder: 'OLDHASH', image_alt: 'Something' }, base);
    expect(r).toEqual({ merged: { image_url: image.image_url, image_placeholder: 'NEWHASH' }, conflicts: [] });
  });

  it('the same image chosen on both sides: nothing to decide', () => {
    expect(mergeEntry({ ...image }, { ...image }, withImage)).toEqual({ merged: {}, conflicts: [] });
  });
});

describe('mergeRow: deleted on the server', () => {
  it('an edit against a deletion is one conflict for the row', () => {
    const r = mergeEntry({ title: 'Cheese fondue' }, null);
    expect(r).toEqual({ merged: {}, conflicts: [{ kind: 'deleted', field: ROW_KEY, base: BASE, ours: { title: 'Cheese fondue' } }] });
  });
  it('an update that changes nothing lets the deletion stand without asking', () => {
    expect(mergeEntry({ title: 'Fondue', version: 3 }, null)).toEqual({ merged: {}, conflicts: [] });
  });
});

describe('mergeRow: idempotence and merges of merges', () => {
  it('merging theirs with theirs writes nothing', () => {
    const theirs = entry({ title: 'Fondue!', content: j('Intro!', 'History.'), cheese_types: ['Gruyère'], version: 4 });
    const { id: _id, version: _v, ...fields } = theirs;
    expect(mergeRow<Entry>({ ...MERGE_RULES.cheezopedia_entries, base: BASE, ours: fields, theirs })).toEqual({ merged: {}, conflicts: [] });
  });

  it('a clean merge, once written, merges onto the row it made as nothing to write', () => {
    const ours = { title: 'Cheese fondue', content: j('Intro!', 'History.', 'Method.', 'Serving.') };
    const theirs = entry({ content: j('Intro.', 'History.', 'Method.', 'Serving!'), cheese_types: ['Gruyère'] });
    const first = mergeRow<Entry>({ ...MERGE_RULES.cheezopedia_entries, base: BASE, ours, theirs });
    expect(first.conflicts).toEqual([]);
    const written = { ...theirs, ...first.merged };
    // The queued item rebased on theirs, merged again onto what it wrote.
    const again = mergeRow<Entry>({ ...MERGE_RULES.cheezopedia_entries, base: theirs, ours: { ...ours, ...first.merged }, theirs: written });
    expect(again).toEqual({ merged: {}, conflicts: [] });
  });

  it('three devices: A then B (merged) reach the server; C, based on the original row, merges onto both', () => {
    const rules = MERGE_RULES.cheezopedia_entries;
    const v4 = { ...BASE, title: 'Cheese fondue', content: j('Intro (A).', 'History.', 'Method.', 'Serving.'), version: 4 }; // A
    const b = mergeRow<Entry>({ ...rules, base: BASE, ours: { content: j('Intro.', 'History.', 'Method (B).', 'Serving.'), serving_size: '6' }, theirs: v4 });
    expect(b.conflicts).toEqual([]);
    const v5 = { ...v4, ...b.merged, version: 5 };
    expect(v5.content).toBe(j('Intro (A).', 'History.', 'Method (B).', 'Serving.'));
    // C edited Serving and the tags from the original row: everything lands.
    const c = mergeRow<Entry>({ ...rules, base: BASE, ours: { content: j('Intro.', 'History.', 'Method.', 'Serving (C).'), cheese_types: ['Gruyère', 'Vacherin', 'Emmental'] }, theirs: v5 });
    expect(c).toEqual({ merged: { content: j('Intro (A).', 'History.', 'Method (B).', 'Serving (C).'), cheese_types: ['Gruyère', 'Vacherin', 'Emmental'] }, conflicts: [] });
    // C also changed the title and B's paragraph: those two are C's to decide, the rest merged.
    const c2 = mergeRow<Entry>({ ...rules, base: BASE, ours: { title: 'Fondue (C)', content: j('Intro.', 'History.', 'Method (C).', 'Serving.') }, theirs: v5 });
    expect(c2.merged).toEqual({});
    expect(c2.conflicts.map((x) => x.field)).toEqual(['title', 'content']);
    const text = c2.conflicts[1] as Extract<FieldConflict, { kind: 'text' }>;
    expect(text.hunks).toEqual([
      { kind: 'ok', text: 'Intro (A).\n\nHistory.\n\n' },
      { kind: 'conflict', base: 'Method.', ours: 'Method (C).', theirs: 'Method (B).' },
      { kind: 'ok', text: '\n\nServing.' },
    ]);
  });
});

describe('resolveRow', () => {
  const result = mergeEntry(
    { title: 'Cheese fondue', serving_size: '6', content: j('Intro.', 'History.', 'Method: stir.', 'Serving.', 'Wine (ours).'), ingredients: [{ amount: '400 g', item: 'Gruyère' }, BASE.ingredients[1], BASE.ingredients[2]] },
    { title: 'Fondue moitié-moitié', content: j('Intro, revised.', 'History.', 'Method: whisk.', 'Serving.', 'Wine (theirs).'), ingredients: [{ amount: '250 g', item: 'Gruyère' }, BASE.ingredients[1], BASE.ingredients[2]] },
  );

  it('has the conflicts it is resolving', () => {
    expect(result.merged).toEqual({ serving_size: '6' });
    expect(result.conflicts.map((c) => [c.kind, c.field])).toEqual([['value', 'title'], ['text', 'content'], ['items', 'ingredients']]);
  });

  it('keeping ours everywhere writes ours, with what merged cleanly; theirs is what was not kept', () => {
    const r = resolveRow(result, { title: 'ours', content: 'ours', ingredients: 'ours' });
    expect(r).toEqual({
      kind: 'update',
      patch: {
        serving_size: '6', title: 'Cheese fondue',
        // Ours in each hunk; theirs' clean change (the intro) stays.
        content: j('Intro, revised.', 'History.', 'Method: stir.', 'Serving.', 'Wine (ours).'),
        ingredients: [{ amount: '400 g', item: 'Gruyère' }, BASE.ingredients[1], BASE.ingredients[2]],
      },
      notKept: {
        ours: {},
        theirs: {
          title: 'Fondue moitié-moitié',
          content: j('Intro, revised.', 'History.', 'Method: whisk.', 'Serving.', 'Wine (theirs).'),
          ingredients: [{ amount: '250 g', item: 'Gruyère' }, BASE.ingredients[1], BASE.ingredients[2]],
        },
      },
    });
  });

  it('keeping theirs everywhere writes only what merged cleanly; ours is what was not kept (for History)', () => {
    const r = resolveRow(result, { title: 'theirs', content: 'theirs', ingredients: 'theirs' });
    expect(r.kind === 'update' && r.patch).toEqual({ serving_size: '6' });
    expect(r.kind === 'update' && Object.keys(r.notKept.ours)).toEqual(['title', 'content', 'ingredients']);
    expect(r.kind === 'update' && r.notKept.theirs).toEqual({});
  });

  it('text per hunk: the clean paragraphs of both sides stay, each hunk as chosen', () => {
    const text = result.conflicts[1] as Extract<FieldConflict, { kind: 'text' }>;
    expect(text.hunks.filter((h) => h.kind === 'conflict')).toHaveLength(2);
    const r = resolveRow(result, { title: 'theirs', content: ['theirs', 'both'], ingredients: 'both' });
    expect(r.kind === 'update' && r.patch).toEqual({
      serving_size: '6',
      content: j('Intro, revised.', 'History.', 'Method: whisk.', 'Serving.', 'Wine (ours).', 'Wine (theirs).'),
      ingredients: [{ amount: '400 g', item: 'Gruyère' }, { amount: '250 g', item: 'Gruyère' }, BASE.ingredients[1], BASE.ingredients[2]],
    });
    // Ours lost the title and a hunk of the content; 'both' keeps both sides' items.
    expect(r.kind === 'update' && Object.keys(r.notKept.ours)).toEqual(['title', 'content']);
    expect(r.kind === 'update' && r.notKept.theirs).toEqual({});
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a missing choice', { title: 'ours', content: 'ours' }, /no choice for ingredients/],
    ['both for a single value', { title: 'both', content: 'ours', ingredients: 'ours' }, /title takes 'ours' or 'theirs'/],
    ['the wrong number of hunk choices', { title: 'ours', content: ['ours'], ingredients: 'ours' }, /2 conflict hunks, 1 choices/],
  ])('refuses %s', (_, choices, error) => {
    expect(() => resolveRow(result, choices as never)).toThrow(error);
  });

  it('a clean merge resolves to its merged fields', () => {
    const clean: RowMerge<Announcement> = mergeRow<Announcement>({ ...MERGE_RULES.newsletter_announcements, base: { subject: 'Hi', body_md: j('a', 'b') }, ours: { body_md: j('a!', 'b') }, theirs: { id: 'n1', subject: 'Hello', body_md: j('a', 'b!'), created_at: '', updated_at: '', version: 2, updated_by: null } });
    expect(resolveRow(clean, {})).toEqual({ kind: 'update', patch: { body_md: j('a!', 'b!') }, notKept: { ours: {}, theirs: {} } });
  });

  it('a deleted row: ours restores it with our edit, theirs lets the deletion stand', () => {
    const deleted = mergeEntry({ title: 'Cheese fondue' }, null);
    expect(resolveRow(deleted, { [ROW_KEY]: 'ours' })).toEqual({ kind: 'restore', row: { ...BASE, title: 'Cheese fondue' } });
    expect(resolveRow(deleted, { [ROW_KEY]: 'theirs' })).toEqual({ kind: 'discard', notKept: { ours: { title: 'Cheese fondue' } } });
    expect(() => resolveRow(deleted, {})).toThrow(/deleted row/);
  });
});
