import { describe, expect, it } from 'vitest';
import { recipeTimes } from './recipe-times';

describe('the times a recipe shows', () => {
  it('leads with preparation + cook time when both are read', () => {
    expect(recipeTimes('15 minutes', '30 minutes')).toEqual({ total: '45 min', ready: '45 min' });
    expect(recipeTimes('20 min', '1 hour 10 minutes')).toEqual({ total: '1 h 30 min', ready: '1 h 30 min' });
    expect(recipeTimes('10-15 minutes', '20 minutes')).toEqual({ total: '30–35 min', ready: '30–35 min' });
  });
  it('a card shows the one time a recipe has; the page shows no total then', () => {
    expect(recipeTimes('15 minutes', '')).toEqual({ total: null, ready: '15 min' });
    expect(recipeTimes(null, '2 hours')).toEqual({ total: null, ready: '2 h' });
  });
  it('never makes a time from part of what is written', () => {
    expect(recipeTimes('15 minutes', 'overnight')).toEqual({ total: null, ready: null });
    expect(recipeTimes('', '')).toEqual({ total: null, ready: null });
  });
});
