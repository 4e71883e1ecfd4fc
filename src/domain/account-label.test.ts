import { describe, expect, it } from 'vitest';
import { accountLabel } from './account-label';

describe('accountLabel', () => {
  it("names the account by the profile's name and shows its email", () => {
    expect(accountLabel({ name: 'Ann Lee', email: 'ann@example.com' }, 'login@example.com', 'Admin')).toEqual({ name: 'Ann Lee', email: 'ann@example.com' });
  });
  it("falls back to the profile's email, then the sign-in's", () => {
    expect(accountLabel({ name: '', email: 'ann@example.com' }, 'login@example.com', 'Partner')).toEqual({ name: 'ann@example.com', email: 'ann@example.com' });
    expect(accountLabel({ name: null, email: null }, 'login@example.com', 'Partner')).toEqual({ name: 'login@example.com', email: 'login@example.com' });
  });
  it("says the area's word with an empty email line when nothing is known yet", () => {
    expect(accountLabel(null, undefined, 'Admin')).toEqual({ name: 'Admin', email: '' });
  });
});
