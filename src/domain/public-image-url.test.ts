import { describe, expect, it } from 'vitest';
import { absoluteImageUrl } from './public-image-url';
import { withImageSize } from './image-size';

describe('absoluteImageUrl', () => {
  it('gives a stored picture absolute and without its size fragment', () => {
    const stored = withImageSize('https://x.supabase.co/storage/v1/object/public/cheezopedia/articles/1-a.webp', 1920, 2560);
    expect(absoluteImageUrl(stored, 'https://cheezopedia.example')).toBe('https://x.supabase.co/storage/v1/object/public/cheezopedia/articles/1-a.webp');
    expect(absoluteImageUrl('/images/entries/fondue.svg#800x600', 'https://cheezopedia.example')).toBe('https://cheezopedia.example/images/entries/fondue.svg');
  });
  it('has nothing for no picture or an address that is not one', () => {
    expect(absoluteImageUrl(null, 'https://cheezopedia.example')).toBeUndefined();
    expect(absoluteImageUrl('', 'https://cheezopedia.example')).toBeUndefined();
    expect(absoluteImageUrl('http://[::1', 'https://cheezopedia.example')).toBeUndefined();
  });
  it('has nothing for an address that is not http(s): a script, inline data or a file', () => {
    for (const url of ['javascript:alert(9)', ' JavaScript:alert(9)', 'data:image/svg+xml,<svg/>', 'file:///etc/passwd', 'ftp://example.com/a.jpg']) {
      expect(absoluteImageUrl(url, 'https://cheezopedia.example'), url).toBeUndefined();
    }
  });
});
