import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './routes';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('PAGE_MODULES', () => {
  it.each(Object.entries(PAGE_MODULES))('%s: the source the server preloads is the module the router loads', async (_id, page) => {
    const loaded = await page.load();
    const bySource = (await import(/* @vite-ignore */ path.join(ROOT, page.source))) as typeof loaded;
    expect(typeof loaded.default).toBe('function');
    expect(loaded.default).toBe(bySource.default);
  });
});
