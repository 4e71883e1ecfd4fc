import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { PROJECT_REF_PLACEHOLDER, remoteImagesProblems, storageSampleUrl } from './image-hosts';

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
