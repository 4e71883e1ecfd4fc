import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:hello@cheezopedia.test',
    'tel:+441234',
    '/discover',
    'brie-recipe',
    '#section',
    '?q=1',
    '/path/with:colon',
    'HTTPS://EXAMPLE.COM',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('neutralises %j', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});
