import { describe, expect, it } from 'vitest';
import { INGREDIENT_LINES } from './ingredient-lines.fixture';
import { readIngredientLine } from './quantity-parse';
import { readIngredient, scaleIngredient, scaleLine, scaleReading } from './quantity-scale';

describe('scaleLine', () => {
  const cases: readonly (readonly [line: string, factor: number, expected: string])[] = [
    // Spoons and cups: kitchen fractions, in the author's style.
    ['1 1/2 cups (180 g) grated Gruyère', 2, '3 cups (360 g) grated Gruyère'],
    ['1 1/2 cups (180 g) grated Gruyère', 1 / 3, '1/2 cup (60 g) grated Gruyère'],
    ['1 ½ cups shredded Emmentaler', 0.5, '¾ cup shredded Emmentaler'],
    ['1 ½ cups shredded Emmentaler', 1.5, '2 ¼ cups shredded Emmentaler'],
    ['1½ cups dry white wine', 1.5, '2¼ cups dry white wine'],
    ['½ tsp. nutmeg', 2, '1 tsp. nutmeg'],
    ['½ tsp. nutmeg', 0.5, '¼ tsp. nutmeg'],
    ['½ tsp. nutmeg', 1 / 3, '⅛ tsp. nutmeg'],
    ['2 tbsp cornflour', 0.5, '1 tbsp cornflour'],
    ['2 tbsp cornflour', 0.25, '½ tbsp cornflour'],
    ['2 tbsp cornflour', 1 / 3, '⅔ tbsp cornflour'],
    ['1 cup heavy cream', 3, '3 cups heavy cream'],
    ['3 cups whole milk, warmed', 1 / 3, '1 cup whole milk, warmed'],
    ['1/4 cup all-purpose flour', 3, '3/4 cup all-purpose flour'],
    ['1/8 teaspoon ground nutmeg', 0.5, '1/8 teaspoon ground nutmeg'],
    ['1 Tablespoon olive oil', 2, '2 Tablespoons olive oil'],
    ['2 teaspoons cornstarch', 0.5, '1 teaspoon cornstarch'],
    ['2 T butter', 1.5, '3 T butter'],
    ['1 cup + 2 tbsp milk', 2, '2 cups + 4 tbsp milk'],
    ['0.25 tsp nutmeg', 2, '½ tsp nutmeg'],
    ['1 and 1/2 cups milk', 2, '3 cups milk'],
    ['Two cups grated cheddar', 1.5, '3 cups grated cheddar'],
    ['12 cups stock', 1.1, '13 cups stock'],
    ['2 lbs macaroni', 0.5, '1 lb macaroni'],
    ['1 lb. sharp cheddar', 2, '2 lb. sharp cheddar'],
    ['1 tbsp honey', 3, '3 tbsp honey'],
    ['2 tsps salt', 0.5, '1 tsp salt'],
    ['1 1/2 pounds ground beef', 0.5, '3/4 pound ground beef'],
    // Metric: whole grams from 10 up, halves below, the author's decimal separator; kg below 1 in g.
    ['200g comté', 1 / 3, '67g comté'],
    ['300 g Gruyère, coarsely grated', 1.5, '450 g Gruyère, coarsely grated'],
    ['10 g fine sea salt', 0.25, '2.5 g fine sea salt'],
    ['10 g fine sea salt', 0.05, '0.5 g fine sea salt'],
    ['1 kg waxy potatoes, such as Charlotte', 0.5, '500 g waxy potatoes, such as Charlotte'],
    ['1 kg waxy potatoes, such as Charlotte', 1.5, '1.5 kg waxy potatoes, such as Charlotte'],
    ['1,2 kg Raclettekäse', 2, '2,4 kg Raclettekäse'],
    ['0,5 l Milch', 3, '1,5 l Milch'],
    ['1 litre milk', 0.5, '500 millilitres milk'],
    ['1 kilo mussels', 0.5, '500 grams mussels'],
    ['3 dl Fendant', 0.5, '1.5 dl Fendant'],
    ['20 cl crème fraîche', 0.5, '10 cl crème fraîche'],
    ['250g/9oz Gruyère', 2, '500g/18oz Gruyère'],
    ['300ml/½ pint double cream', 2, '600ml/1 pint double cream'],
    ['1,000 g potatoes', 0.5, '500 g potatoes'],
    ['6 oz. shredded Swiss cheese (about 1 1/2 cups)', 2, '12 oz. shredded Swiss cheese (about 3 cups)'],
    ['1 whole Reblochon (about 450 g)', 2, '2 whole Reblochons (about 450 g)'],
    ['1 kg (2 lb 4 oz) floury potatoes', 2, '2 kg (4 lb 8 oz) floury potatoes'],
    ['200 g (7 oz, about 2 cups) grated Gruyère', 2, '400 g (7 oz, about 2 cups) grated Gruyère'],
    // Counted things: whole numbers, or halves below 3; the counted noun follows the number.
    ['1 garlic clove, halved', 2, '2 garlic cloves, halved'],
    ['1 garlic clove, halved', 1 / 3, '½ garlic clove, halved'],
    ['3 cloves garlic, minced', 1 / 3, '1 clove garlic, minced'],
    ['2 to 3 cloves garlic', 0.5, '1 to 1½ cloves garlic'],
    ['2 large eggs', 0.5, '1 large egg'],
    ['2 large eggs', 1 / 3, '½ large egg'],
    ['3 eggs', 1.5, '5 eggs'],
    ['4 large eggs, room temperature', 0.75, '3 large eggs, room temperature'],
    ['zest of 1 lemon', 2, 'zest of 2 lemons'],
    ['juice of half a lemon', 2, 'juice of 1 lemon'],
    ['an onion, sliced', 2, '2 onions, sliced'],
    ['4 sprigs of fresh thyme', 0.5, '2 sprigs of fresh thyme'],
    ['1 bunch thyme', 2, '2 bunches thyme'],
    ['2 bay leaves', 0.5, '1 bay leaf'],
    ['1 loaf crusty bread, cubed, for dipping', 3, '3 loaves crusty bread, cubed, for dipping'],
    ['3-4 sprigs thyme', 2, '6-8 sprigs thyme'],
    ['3-4 sprigs thyme', 1 / 3, '1-1½ sprigs thyme'],
    ['2–3 tbsp cold water', 0.5, '1–1½ tbsp cold water'],
    ['200–250 g raclette cheese per person', 3, '600–750 g raclette cheese per person'],
    ['2 to 3 cloves garlic', 0.1, '½ clove garlic'],
    // Package sizes stay; the count of packages scales.
    ['1 (14 oz) can diced tomatoes', 2, '2 (14 oz) cans diced tomatoes'],
    ['2 × 225 g blocks of halloumi, cut into 2 cm cubes', 1.5, '3 × 225 g blocks of halloumi, cut into 2 cm cubes'],
    ['1 jar (330 g) pickled onions', 2, '2 jars (330 g) pickled onions'],
    ['one 14-ounce can diced tomatoes', 2, '2 14-ounce cans diced tomatoes'],
    ['400g tin chopped tomatoes', 2, '2 × 400g tins chopped tomatoes'],
    ['400g tin chopped tomatoes', 1.2, '400g tin chopped tomatoes'],
    ['7g sachet fast-action dried yeast', 0.5, '½ × 7g sachet fast-action dried yeast'],
    // Kept as written.
    ['salt and pepper to taste', 3, 'salt and pepper to taste'],
    ['a pinch of salt', 3, 'a pinch of salt'],
    ['2 dashes Worcestershire sauce', 2, '2 dashes Worcestershire sauce'],
    ['a few basil leaves', 2, 'a few basil leaves'],
    ['Fresh basil, for serving', 2, 'Fresh basil, for serving'],
    ['1 ½ cups shredded Emmentaler', 1, '1 ½ cups shredded Emmentaler'],
    ['Two cups grated cheddar', 1, 'Two cups grated cheddar'],
  ];
  it.each(cases.map(([line, factor, expected]) => ({ line, factor, expected })))('"$line" × $factor → "$expected"', ({ line, factor, expected }) => {
    expect(scaleLine(line, factor)).toBe(expected);
  });

  it('keeps every line of the fixture as written at ×1, and never writes NaN or 0 at ×½ ×2 ×3', () => {
    for (const [line] of INGREDIENT_LINES) {
      expect(scaleLine(line, 1)).toBe(line);
      for (const factor of [0.5, 2, 3]) expect(scaleLine(line, factor)).not.toMatch(/NaN|Infinity|(?<![\d.,])0(?![.,]\d)/);
    }
  });

  it('refuses a factor that is not a positive number', () => {
    const reading = readIngredientLine('1 cup milk');
    for (const factor of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => scaleReading(reading, factor)).toThrow(RangeError);
    }
  });
});

describe('scaleIngredient (the stored { amount, item } rows)', () => {
  const cases: readonly (readonly [amount: string, item: string, factor: number, expected: readonly [string, string]])[] = [
    ['300 g', 'Gruyère, coarsely grated', 2, ['600 g', 'Gruyère, coarsely grated']],
    ['2 tbsp', 'cornflour', 0.5, ['1 tbsp', 'cornflour']],
    ['1', 'garlic clove, halved', 2, ['2', 'garlic cloves, halved']],
    ['4', 'sprigs of fresh thyme', 0.25, ['1', 'sprig of fresh thyme']],
    ['1 pinch', 'grated nutmeg', 2, ['1 pinch', 'grated nutmeg']],
    ['2 × 225 g', 'blocks of halloumi, cut into 2 cm cubes', 0.5, ['1 × 225 g', 'block of halloumi, cut into 2 cm cubes']],
    ['1 kg', 'waxy potatoes, such as Charlotte', 0.5, ['500 g', 'waxy potatoes, such as Charlotte']],
    ['to taste', 'black pepper', 2, ['to taste', 'black pepper']],
    ['1 handful', 'walnuts, roughly chopped', 3, ['3 handfuls', 'walnuts, roughly chopped']],
    ['', '2 large eggs', 2, ['', '4 large eggs']],
    ['', 'salt', 2, ['', 'salt']],
  ];
  it.each(cases.map(([amount, item, factor, expected]) => ({ amount, item, factor, expected })))(
    '{ "$amount", "$item" } × $factor',
    ({ amount, item, factor, expected }) => {
      expect(scaleIngredient({ amount, item }, factor)).toEqual({ amount: expected[0], item: expected[1] });
    },
  );

  it('reads a row as the line the page shows', () => {
    expect(readIngredient({ amount: '4', item: 'sprigs of fresh thyme' })).toMatchObject({ kind: 'read', unit: 'sprig', item: 'fresh thyme' });
    expect(readIngredient({ amount: '', item: 'salt and pepper to taste' })).toMatchObject({ kind: 'fixed', phrase: 'to taste' });
  });

  it('returns a copy, never the row it was given', () => {
    const row = { amount: 'a few', item: 'basil leaves' };
    const scaled = scaleIngredient(row, 2);
    expect(scaled).toEqual(row);
    expect(scaled).not.toBe(row);
  });
});

describe('scaleLine on any text', () => {
  it('keeps a line as written at ×1 and writes no NaN or Infinity at other factors', () => {
    const pieces = ['1', '2', '½', '1/2', '1,5', '0.25', '3-4', '2 to 3', ' ', 'cup', 'cups', 'T', 'g', 'kg', 'clove', 'tin', '(14 oz)', '× 225 g',
      'egg', 'lemon', 'of', 'a', 'pinch', 'Gruyère', ',', '/', '9oz', 'plus', '2 tbsp'];
    let state = 7;
    const next = (n: number): number => { state = (state * 1103515245 + 12345) % 2147483648; return state % n; };
    for (let i = 0; i < 3000; i += 1) {
      const line = Array.from({ length: 1 + next(7) }, () => pieces[next(pieces.length)]).join(' ');
      expect(scaleLine(line, 1)).toBe(line);
      for (const factor of [0.5, 1 / 3, 2, 3, 1.5]) {
        const scaled = scaleLine(line, factor);
        expect(scaled, `${line} × ${factor}`).not.toMatch(/NaN|Infinity/);
      }
    }
  });
});
