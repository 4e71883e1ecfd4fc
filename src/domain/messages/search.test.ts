import { describe, expect, it } from 'vitest';
import { cheeseTypeLead } from './search';

describe("a cheese-type page's lead", () => {
  it('speaks of a type of cheese as cheeses, of a cheese by its name', () => {
    expect(cheeseTypeLead('soft')).toBe('Recipes, articles and pairing guides with soft cheeses.');
    expect(cheeseTypeLead('semi-soft')).toBe('Recipes, articles and pairing guides with semi-soft cheeses.');
    expect(cheeseTypeLead('blue')).toBe('Recipes, articles and pairing guides with blue cheeses.');
    expect(cheeseTypeLead('gruyère')).toBe('Recipes, articles and pairing guides with gruyère.');
  });
});
