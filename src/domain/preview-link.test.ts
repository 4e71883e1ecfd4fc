import { describe, expect, it } from 'vitest';
import { isPreviewToken, PREVIEW_LINK_DAYS, PREVIEW_LINK_LIFETIME, previewUrl } from './preview-link';

describe('preview links', () => {
  it("accept only the database's token shape: 64 lowercase hex characters", () => {
    expect(isPreviewToken('0123456789abcdef'.repeat(4))).toBe(true);
    for (const bad of ['', 'abc', '0123456789ABCDEF'.repeat(4), `${'a'.repeat(64)}\n`, 'g'.repeat(64), 'a'.repeat(65), 'a'.repeat(63)]) {
      expect(isPreviewToken(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('name the link and state its lifetime', () => {
    expect(previewUrl('https://cheezopedia.example', 'ab'.repeat(32))).toBe(`https://cheezopedia.example/preview/${'ab'.repeat(32)}`);
    expect(PREVIEW_LINK_DAYS).toBe(14);
    expect(PREVIEW_LINK_LIFETIME).toBe('Anyone with the link can read this draft for 14 days, until you revoke it. It is never listed or indexed.');
  });
});
