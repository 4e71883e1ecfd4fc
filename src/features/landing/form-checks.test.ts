import { describe, expect, it } from 'vitest';
import { contactErrors, emailError } from './form-checks';

describe('landing form checks', () => {
  it('names each missing or malformed field', () => {
    expect(contactErrors({ name: ' ', email: '', message: '' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter a message',
    });
    expect(contactErrors({ name: 'Ann', email: 'ann@', message: 'Hi' })).toEqual({ email: 'Please enter a valid email address' });
    expect(contactErrors({ name: 'Ann', email: 'ann@example.com', message: 'Hi' })).toEqual({});
  });

  it('checks the newsletter email', () => {
    expect(emailError('')).toBe('Please enter your email address');
    expect(emailError('nope')).toBe('Please enter a valid email address');
    expect(emailError('a@b.co')).toBeUndefined();
  });
});
