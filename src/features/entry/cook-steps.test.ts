import { describe, expect, it } from 'vitest';
import { cookReducer, keyToAction, openCook, type CookState } from './cook-steps';

describe('cook mode navigation', () => {
  it('opens at the first step not ticked', () => {
    expect(openCook(4, [])).toEqual({ step: 0, count: 4, panel: 'step' });
    expect(openCook(4, [0, 1])).toEqual({ step: 2, count: 4, panel: 'step' });
    expect(openCook(4, [0, 2])).toEqual({ step: 1, count: 4, panel: 'step' });
    expect(openCook(3, [0, 1, 2])).toEqual({ step: 2, count: 3, panel: 'step' });
    expect(openCook(0, [])).toEqual({ step: 0, count: 0, panel: 'ingredients' });
  });
  it('steps forward and back within the recipe', () => {
    let s: CookState = openCook(3, []);
    s = cookReducer(s, { type: 'previous' });
    expect(s.step).toBe(0);
    s = cookReducer(s, { type: 'next' });
    s = cookReducer(s, { type: 'next' });
    expect(s.step).toBe(2);
    const last = s;
    expect(cookReducer(last, { type: 'next' })).toBe(last);
    expect(cookReducer(last, { type: 'previous' }).step).toBe(1);
  });
  it('goes to a step by number, clamped', () => {
    const s = openCook(3, []);
    expect(cookReducer(s, { type: 'go', step: 9 }).step).toBe(2);
    expect(cookReducer(s, { type: 'go', step: -1 }).step).toBe(0);
    expect(cookReducer(s, { type: 'go', step: 1.5 })).toBe(s);
  });
  it('shows the ingredients a tap away, and next/previous from there return to the step', () => {
    const s = cookReducer(openCook(3, [0]), { type: 'show', panel: 'ingredients' });
    expect(s).toEqual({ step: 1, count: 3, panel: 'ingredients' });
    expect(cookReducer(s, { type: 'next' })).toEqual({ step: 1, count: 3, panel: 'step' });
    expect(cookReducer(s, { type: 'show', panel: 'step' }).panel).toBe('step');
  });
  it('stays on the ingredients when there are no steps', () => {
    const s = openCook(0, []);
    expect(cookReducer(s, { type: 'next' })).toBe(s);
    expect(cookReducer(s, { type: 'show', panel: 'step' })).toBe(s);
  });
  it('maps the arrow keys', () => {
    expect(keyToAction('ArrowRight')).toEqual({ type: 'next' });
    expect(keyToAction('ArrowLeft')).toEqual({ type: 'previous' });
    expect(keyToAction('Enter')).toBeNull();
  });
});
