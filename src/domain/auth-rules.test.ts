import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, isEmail, postLoginPath, signInFieldErrors, signUpFieldErrors, validateSignIn, validateSignUp } from './auth-rules';

const ok = { name: 'Ann', email: 'ann@example.com', password: 'secret', confirm: 'secret' };

describe('validateSignUp', () => {
  it.each([
    [{}, null],
    [{ name: ' ' }, 'Please fill in all fields'],
    [{ email: '' }, 'Please fill in all fields'],
    [{ password: '', confirm: '' }, 'Please fill in all fields'],
    [{ confirm: '' }, 'Please fill in all fields'],
    [{ email: 'not-an-email' }, INVALID_EMAIL],
    [{ confirm: 'secreT' }, 'Passwords do not match'],
    [{ password: '12345', confirm: '12345' }, 'Password must be at least 6 characters'],
    [{ password: '123456', confirm: '123456' }, null],
  ])('%j → %s', (over, msg) => expect(validateSignUp({ ...ok, ...over })).toBe(msg));
  it('sign-in needs both fields', () => {
    expect(validateSignIn({ email: 'a@b.c', password: 'x' })).toBeNull();
    expect(validateSignIn({ email: '', password: 'x' })).toBe('Please enter your email and password');
    expect(validateSignIn({ email: 'a@b.c', password: '' })).toBe('Please enter your email and password');
  });
  it.each([['a@b.co', true], ['a.b+c@d.e.f', true], ['a@b', true], ['a@', false], ['@b.c', false], ['a b@c.d', false], ['a@b..c', false]])(
    'isEmail(%j) → %s', (e, r) => expect(isEmail(e)).toBe(r),
  );
});

describe('postLoginPath', () => {
  it.each([
    [null, 'admin', '/admin'],
    [null, 'partner', '/partners'],
    [null, 'user', '/'],
    [undefined, 'other', '/'],
    ['/admin/articles', 'admin', '/admin/articles'],
    ['/discover?type=recipe', 'user', '/discover?type=recipe'],
    ['/partners', 'partner', '/partners'],
    ['/partners', 'admin', '/partners'],
    ['/admin/cheeses', 'user', '/'],
    ['/admin', 'partner', '/partners'],
    ['/partners', 'user', '/'],
    ['/administrator-notes', 'user', '/administrator-notes'],
    ['https://evil.com', 'admin', '/admin'],
    ['//evil.com', 'user', '/'],
    ['/\\evil.com', 'user', '/'],
    ['/a\tb', 'user', '/'],
    ['/\u0000x', 'user', '/'],
    ['javascript:alert(1)', 'user', '/'],
    ['/login', 'admin', '/admin'],
    ['/signup?x=1', 'user', '/'],
    ['', 'partner', '/partners'],
  ])('from %j as %s → %s', (from, role, path) => expect(postLoginPath(from, role)).toBe(path));
});

describe('signUpFieldErrors / signInFieldErrors', () => {
  it('marks every empty field with its own message', () => {
    expect(signUpFieldErrors({ name: ' ', email: '', password: '', confirm: '' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      password: 'Please choose a password',
      confirm: 'Please enter your password again',
    });
    expect(signInFieldErrors({ email: '', password: '' })).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
  });
  it('marks a malformed email, a short password and a confirmation that differs', () => {
    expect(signUpFieldErrors({ name: 'Ada', email: 'ada@', password: 'abc', confirm: 'abd' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirm: 'Passwords do not match',
    });
  });
  it('agrees with the banner: no field marked exactly when validateSignUp / validateSignIn find nothing', () => {
    const forms = [
      { name: 'Ada', email: 'ada@example.com', password: 'secret1', confirm: 'secret1' },
      { name: 'Ada', email: 'ada@example.com', password: 'secret1', confirm: 'secret2' },
      { name: '', email: 'ada@example.com', password: 'secret1', confirm: 'secret1' },
      { name: 'Ada', email: 'x', password: 'secret1', confirm: 'secret1' },
      { name: 'Ada', email: 'ada@example.com', password: 'abc', confirm: 'abc' },
    ];
    for (const f of forms) expect(Object.keys(signUpFieldErrors(f)).length === 0).toBe(validateSignUp(f) === null);
    for (const f of [{ email: 'a@b.co', password: 'x' }, { email: '', password: 'x' }, { email: 'a@b.co', password: '' }]) {
      expect(Object.keys(signInFieldErrors(f)).length === 0).toBe(validateSignIn(f) === null);
    }
  });
});
