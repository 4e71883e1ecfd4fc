import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rasterTwins } from './raster-images';

const work = mkdtempSync(path.join(tmpdir(), 'raster-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const svg = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#e7d2b2"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 4}" fill="#7a4300"/></svg>`;

describe('raster twins of the SVG illustrations', () => {
  it('makes images/raster/**.png for every SVG under public/images, covering 1280 × 630, and reuses what it made', async () => {
    const pub = path.join(work, 'public');
    mkdirSync(path.join(pub, 'images/entries'), { recursive: true });
    mkdirSync(path.join(pub, 'images/site'), { recursive: true });
    writeFileSync(path.join(pub, 'images/entries/tart.svg'), svg(800, 600));
    writeFileSync(path.join(pub, 'images/site/wide.svg'), svg(1200, 300));
    writeFileSync(path.join(pub, 'images/entries/photo.png'), await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer());
    const cache = path.join(work, 'cache');
    const twins = await rasterTwins(pub, cache);
    expect(twins.map((t) => t.fileName).sort()).toEqual(['images/raster/entries/tart.png', 'images/raster/site/wide.png']);
    const sizes = await Promise.all(twins.map(async (t) => [t.fileName, (await sharp(t.source).metadata()) as { width: number; height: number; format: string }] as const));
    for (const [, m] of sizes) {
      expect(m.format).toBe('png');
      expect(m.width).toBeGreaterThanOrEqual(1280);
      expect(m.height).toBeGreaterThanOrEqual(630);
    }
    expect(sizes.find(([f]) => f.endsWith('tart.png'))![1]).toMatchObject({ width: 1280, height: 960 });
    expect(readdirSync(cache)).toHaveLength(2);
    const again = await rasterTwins(pub, cache);
    expect(again.map((t) => t.source.equals(twins.find((x) => x.fileName === t.fileName)!.source))).toEqual([true, true]);
  });
});
