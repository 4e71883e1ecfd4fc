import { describe, expect, it } from 'vitest';
import { cardsPerViewForWidth } from './use-cards-per-view';
import { documentTitle } from './head/head-values';
import { headerAccount } from './site/PublicLayout';

describe('cardsPerViewForWidth (spec: 3 wide, 2 tablets, 1 phones; breakpoints 768 and 1024)', () => {
  it.each([
    [1280, 3], [1024, 3], [1023, 2], [900, 2], [768, 2], [767, 1], [375, 1],
  ])('%i px → %i', (width, expected) => {
    expect(cardsPerViewForWidth(width)).toBe(expected);
  });
});

describe('documentTitle', () => {
  it('suffixes the site name', () => expect(documentTitle('Discover')).toBe('Discover | Cheezopedia'));
  it('does not repeat the site name', () => expect(documentTitle('Cheezopedia')).toBe('Cheezopedia'));
  it('falls back to the site name', () => expect(documentTitle('')).toBe('Cheezopedia'));
});

describe('headerAccount', () => {
  const signOut = async () => {};
  it('is undefined while the session check runs', () => {
    expect(headerAccount({ user: null, profile: null, loading: true, signOut })).toBeUndefined();
  });
  it('is null when signed out', () => {
    expect(headerAccount({ user: null, profile: null, loading: false, signOut })).toBeNull();
  });
  it('uses the profile name and role', () => {
    expect(
      headerAccount({ user: { email: 'a@b.co' }, profile: { name: 'Ada', email: 'a@b.co', role: 'admin' }, loading: false, signOut }),
    ).toEqual({ name: 'Ada', role: 'admin' });
  });
  it('falls back to the email without a profile name', () => {
    expect(headerAccount({ user: { email: 'a@b.co' }, profile: null, loading: false, signOut })).toEqual({ name: 'a@b.co', role: null });
  });
});
