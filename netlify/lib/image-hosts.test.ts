import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { PROJECT_REF_PLACEHOLDER, isOwnImagePath, remoteImagesProblems, storageSampleUrl } from './image-hosts';

const shipped = (parse(readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8')) as { images: { remote_images: string[] } }).images.remote_images;

describe('remote_images checked at build', () => {
  it('the shipped netlify.toml is well formed and names the placeholder the deploying team replaces', () => {
    expect(remoteImagesProblems(undefined, shipped)).toEqual([]);
    expect(shipped.join(' ')).toContain(PROJECT_REF_PLACEHOLDER);
  });

  it('a production build against a project the patterns do not allow fails, naming the pattern to add', () => {
    const problems = remoteImagesProblems('https://abcdefgh.supabase.co', shipped);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('https://abcdefgh.supabase.co/storage/v1/object/public/cheezopedia/articles/sample.jpg');
    expect(problems[0]).toContain('"^https://abcdefgh\\\\.supabase\\\\.co/storage/v1/object/public/"');
    expect(problems[0]).toContain(`Replace ${PROJECT_REF_PLACEHOLDER} by your project's ref (abcdefgh)`);
  });

  it('once the ref is filled in, the same build passes (and the pattern allows the project’s public objects only)', () => {
    const edited = shipped.map((p) => p.replace(PROJECT_REF_PLACEHOLDER, 'abcdefgh'));
    expect(remoteImagesProblems('https://abcdefgh.supabase.co/', edited)).toEqual([]);
    const re = new RegExp(edited[0]);
    expect(re.test(storageSampleUrl('https://abcdefgh.supabase.co'))).toBe(true);
    expect(re.test('https://abcdefgh.supabase.co/storage/v1/object/authenticated/cheezopedia/x.jpg')).toBe(false);
    expect(re.test('https://evil.example/?u=https://abcdefgh.supabase.co/storage/v1/object/public/x.jpg')).toBe(false);
    expect(re.test('https://abcdefghXsupabase.co/storage/v1/object/public/x.jpg')).toBe(false);
  });

  it('an unanchored or malformed pattern fails any build: it would allow URLs that merely contain it', () => {
    expect(remoteImagesProblems(undefined, ['https://images\\.example\\.com/.*'])[0]).toMatch(/must start with \^/);
    expect(remoteImagesProblems(undefined, ['^https://(']).join()).toMatch(/not a regular expression/);
  });

  it('a build against the local backend (loopback) has nothing to allow', () => {
    expect(remoteImagesProblems('http://localhost:54321', shipped)).toEqual([]);
    expect(remoteImagesProblems('http://127.0.0.1:54321', shipped)).toEqual([]);
  });
});

describe('the site’s own paths as image sources', () => {
  it('public Storage objects and picture files are sources', () => {
    for (const p of ['/storage/v1/object/public/cheezopedia/articles/1-a.webp', '/storage/v1/object/public/cheezopedia/articles/no-extension', '/images/entries/fondue.svg', '/images/cheeses/brie.JPG', '/photo.avif']) {
      expect(isOwnImagePath(p), p).toBe(true);
    }
  });

  it('the mailbox, the API, the CDN itself, pages and undecodable paths are not, whatever the file name says', () => {
    for (const p of [
      '/_dev/mail',
      '/_dev/mail/1.png',
      '/%5Fdev/mail/1.png',
      '/%5fdev%2Fmail%2F1.png',
      '/_DEV/mail/1.png',
      '/.netlify/images',
      '/.netlify/functions/view.png',
      '/rest/v1/cheeses.png',
      '/auth/v1/user.jpg',
      '/storage/v1/object/authenticated/cheezopedia/a.jpg',
      '/storage/v1/object/public/cheezopedia/..%2F..%2Fsign/a.jpg',
      '/classic-swiss-cheese-fondue',
      '/feed.xml',
      '/%E0%A4%A.png',
    ]) {
      expect(isOwnImagePath(p), p).toBe(false);
    }
  });
});
