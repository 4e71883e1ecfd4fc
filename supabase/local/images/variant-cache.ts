/**
 * The local image CDN's cache of transformed variants, on disk under the data folder (kept across
 * restarts) and bounded in bytes: the least recently served variants are deleted first. One file per
 * variant (`<key>.bin`) beside its response headers (`<key>.json`). A variant's key names its source's
 * validator (ETag or Last-Modified), so a source replaced at the same URL gets new variants.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CachedVariant {
  body: Buffer;
  headers: Record<string, string>;
}

/** 256 MB: a few thousand phone-photo variants, well within a developer's disk. */
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** A variant larger than this is served but not kept (an untransformed original asked for as-is). */
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;
const KEY = /^[0-9a-f]{64}$/;

export class VariantCache {
  /** key → bytes on disk, in least-recently-used order (a Map keeps insertion order). */
  #entries = new Map<string, number>();
  #bytes = 0;
  #loaded = false;

  constructor(
    readonly dir: string,
    readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  get bytes(): number {
    this.#load();
    return this.#bytes;
  }

  /** What a previous run left, oldest first (by modification time). */
  #load(): void {
    if (this.#loaded) return;
    this.#loaded = true;
    mkdirSync(this.dir, { recursive: true });
    const found: { key: string; size: number; mtime: number }[] = [];
    for (const name of readdirSync(this.dir)) {
      const key = name.slice(0, -4);
      if (!name.endsWith('.bin') || !KEY.test(key)) continue;
      try {
        const s = statSync(path.join(this.dir, name));
        found.push({ key, size: s.size, mtime: s.mtimeMs });
      } catch {
        // Deleted meanwhile.
      }
    }
    for (const f of found.sort((a, b) => a.mtime - b.mtime)) {
      this.#entries.set(f.key, f.size);
      this.#bytes += f.size;
    }
  }

  async get(key: string): Promise<CachedVariant | undefined> {
    this.#load();
    const size = this.#entries.get(key);
    if (size === undefined) return undefined;
    try {
      const [body, headers] = await Promise.all([readFile(this.#file(key, 'bin')), readFile(this.#file(key, 'json'), 'utf8')]);
      this.#entries.delete(key);
      this.#entries.set(key, size);
      return { body, headers: JSON.parse(headers) as Record<string, string> };
    } catch {
      this.#forget(key, size);
      return undefined;
    }
  }

  async set(key: string, variant: CachedVariant): Promise<void> {
    this.#load();
    if (!KEY.test(key) || variant.body.byteLength > MAX_ENTRY_BYTES) return;
    const old = this.#entries.get(key);
    if (old !== undefined) this.#forget(key, old);
    await writeFile(this.#file(key, 'json'), JSON.stringify(variant.headers));
    await writeFile(this.#file(key, 'bin'), variant.body);
    this.#entries.set(key, variant.body.byteLength);
    this.#bytes += variant.body.byteLength;
    await this.#evict();
  }

  async #evict(): Promise<void> {
    for (const [key, size] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#forget(key, size);
      await Promise.all([rm(this.#file(key, 'bin'), { force: true }), rm(this.#file(key, 'json'), { force: true })]);
    }
  }

  #forget(key: string, size: number): void {
    if (this.#entries.delete(key)) this.#bytes -= size;
  }

  #file(key: string, ext: 'bin' | 'json'): string {
    return path.join(this.dir, `${key}.${ext}`);
  }
}
