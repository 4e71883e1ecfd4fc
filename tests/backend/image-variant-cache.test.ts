/** The local image CDN's kept variants: bounded in bytes, least recently served deleted first, kept across restarts. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { VariantCache } from '../../supabase/local/images/variant-cache.ts';

let dir: string;
const key = (n: string) => createHash('sha256').update(n).digest('hex');
const variant = (bytes: number) => ({ body: Buffer.alloc(bytes, 7), headers: { 'content-type': 'image/webp', etag: '"x"' } });

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cz-variants-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('VariantCache', () => {
  it('keeps a variant with its headers', async () => {
    const cache = new VariantCache(dir, 1000);
    await cache.set(key('a'), variant(10));
    expect(await cache.get(key('a'))).toEqual(variant(10));
    expect(await cache.get(key('b'))).toBeUndefined();
  });

  it('past its bound, deletes the least recently served first (files included)', async () => {
    const cache = new VariantCache(dir, 250);
    await cache.set(key('a'), variant(100));
    await cache.set(key('b'), variant(100));
    await cache.get(key('a')); // a is now more recent than b
    await cache.set(key('c'), variant(100));
    expect(await cache.get(key('b'))).toBeUndefined();
    expect(await cache.get(key('a'))).toBeDefined();
    expect(await cache.get(key('c'))).toBeDefined();
    expect(cache.bytes).toBe(200);
    expect((await readdir(dir)).sort()).toEqual([`${key('a')}.bin`, `${key('a')}.json`, `${key('c')}.bin`, `${key('c')}.json`].sort());
  });

  it('a restarted server finds what the previous run kept, and counts it against the bound', async () => {
    const first = new VariantCache(dir, 250);
    await first.set(key('a'), variant(100));
    await first.set(key('b'), variant(100));
    const second = new VariantCache(dir, 250);
    expect(second.bytes).toBe(200);
    expect(await second.get(key('b'))).toEqual(variant(100));
    await second.set(key('c'), variant(100));
    expect(second.bytes).toBeLessThanOrEqual(250);
  });

  it('ignores keys that are not its own (no path tricks) and variants too large to keep', async () => {
    const cache = new VariantCache(dir, 100 * 1024 * 1024);
    await cache.set('../outside', variant(10));
    await cache.set(key('huge'), variant(17 * 1024 * 1024));
    expect(await readdir(dir)).toEqual([]);
  });
});
