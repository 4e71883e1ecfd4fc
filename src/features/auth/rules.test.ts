import { describe, expect, it } from 'vitest';
import { firstMarked, requestError, validateNewPassword } from './rules';

describe('validateNewPassword', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(validateNewPassword('12345', '12345')).toBe('Password must be at least 6 characters');
    expect(validateNewPassword('123456', '123457')).toBe('Passwords do not match');
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });
});

describe('requestError', () => {
  it('says the device is offline instead of a bare network error', () => {
    expect(requestError('Failed to fetch', false)).toBe("You're offline: this device has no internet connection. Please try again when you're back online.");
    expect(requestError('Invalid login credentials', true)).toBe('Invalid login credentials');
  });
});

describe('firstMarked', () => {
  it('finds the first marked field in the form order, not in the order of the messages', () => {
    expect(firstMarked(['name', 'email', 'password'] as const, { password: 'Too short', email: 'Not an email' })).toBe('email');
  });
  it('is null when no field is marked', () => {
    expect(firstMarked(['email', 'password'] as const, { email: undefined })).toBeNull();
  });
});
