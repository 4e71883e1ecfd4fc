import { describe, expect, it } from 'vitest';
import { SAVE_DATA_CARD_LIMIT, VISITOR_CARD_LIMIT, VISITOR_FULL_TEXT_NEWEST } from './constants';
import { audienceOf, fullTextIds, planEntryEviction, planRemoval, rememberRecent, visitorBudget } from './sync-scope';

describe('audienceOf', () => {
  it('admins and partners keep the catalogue; visitors and readers a window unless they saved all', () => {
    expect(audienceOf('admin', false)).toBe('staff');
    expect(audienceOf('partner', false)).toBe('staff');
    expect(audienceOf('user', false)).toBe('visitor');
    expect(audienceOf(null, false)).toBe('visitor');
    expect(audienceOf(null, true)).toBe('everything');
  });
});

describe('visitorBudget', () => {
  it('Save-Data fetches fewer cards and no unopened full text', () => {
    expect(visitorBudget(false)).toMatchObject({ cards: VISITOR_CARD_LIMIT, fullTextNewest: VISITOR_FULL_TEXT_NEWEST });
    expect(visitorBudget(true)).toMatchObject({ cards: SAVE_DATA_CARD_LIMIT, fullTextNewest: 0 });
  });
});

describe('rememberRecent', () => {
  it('moves ids to the front, de-duplicates and caps', () => {
    expect(rememberRecent(['a', 'b', 'c'], ['c'], 3)).toEqual(['c', 'a', 'b']);
    expect(rememberRecent(['a', 'b', 'c'], ['d', 'd'], 2)).toEqual(['d', 'a']);
  });
});

describe('fullTextIds', () => {
  it('keeps the newest N and the opened entries, nothing more', () => {
    const newest = Array.from({ length: 100 }, (_, i) => `e${i}`);
    const kept = fullTextIds(newest, ['old1', 'old2'], visitorBudget(false));
    expect(kept.size).toBe(VISITOR_FULL_TEXT_NEWEST + 2);
    expect(kept.has('e0')).toBe(true);
    expect(kept.has(`e${VISITOR_FULL_TEXT_NEWEST}`)).toBe(false);
    expect(kept.has('old2')).toBe(true);
    expect(fullTextIds(newest, ['x'], visitorBudget(true))).toEqual(new Set(['x']));
  });
});

describe('planEntryEviction', () => {
  const window = new Set(['w1', 'w2', 'w3']);
  const text = new Set(['w1', 'opened']);
  it('a visitor never keeps drafts, nor rows outside the window, nor full text outside the kept set', () => {
    const plan = planEntryEviction(
      [
        { id: 'w1', isPublic: true, hasText: true },
        { id: 'w2', isPublic: true, hasText: true },
        { id: 'w3', isPublic: true, hasText: false },
        { id: 'opened', isPublic: true, hasText: true },
        { id: 'draft', isPublic: false, hasText: true },
        { id: 'old', isPublic: true, hasText: false },
      ],
      window,
      text,
      new Set(),
    );
    expect(plan.remove.sort()).toEqual(['draft', 'old']);
    expect(plan.toCard).toEqual(['w2']);
  });
  it('rows with unpushed local changes stay as they are', () => {
    const plan = planEntryEviction([{ id: 'draft', isPublic: false, hasText: true }], window, text, new Set(['draft']));
    expect(plan).toEqual({ remove: [], toCard: [] });
  });
  it('a public row that left the window but is a draft now is removed even if opened', () => {
    expect(planEntryEviction([{ id: 'opened', isPublic: false, hasText: true }], window, text, new Set()).remove).toEqual(['opened']);
  });
});

describe('planRemoval', () => {
  it('removes what is not kept unless it has local changes', () => {
    expect(planRemoval(['a', 'b', 'c'], new Set(['a']), new Set(['c']))).toEqual(['b']);
  });
});
