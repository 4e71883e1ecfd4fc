import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './rules';

describe('validateNewPassword', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(validateNewPassword('12345', '12345')).toBe('Password must be at least 6 characters');
    expect(validateNewPassword('123456', '123457')).toBe('Passwords do not match');
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });
});
