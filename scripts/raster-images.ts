/**
 * Raster twins of the site's SVG illustrations, made at build time (vite.config.ts) with sharp: the
 * image CDN crops raster pictures only (Netlify's Image CDN does not rasterise SVG), and link previews
 * and structured data need a raster picture (src/domain/share-image.ts). Every `public/images/**.svg`
 * becomes `images/raster/**.png`, scaled to cover RASTER_TWIN_MIN, a palette PNG (flat art: small).
 * Rendering takes a few hundred milliseconds a picture, so each is kept in a cache folder under its
 * content's hash and rendered again only when its SVG changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { RASTER_TWIN_DIR, RASTER_TWIN_MIN, rasterTwin } from '../src/domain/share-image';

/** Changes when the rendering below changes (cached twins are then made again). */
const RENDERING = 'png-palette-effort1-v1';

export interface RasterFile {
  /** Path in the build's output (`images/raster/entries/x.png`). */
  fileName: string;
  source: Buffer;
}

function svgFiles(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const rel = `${base}/${d.name}`;
    if (d.isDirectory()) return rel === `${RASTER_TWIN_DIR.replace(/\/$/, '')}` ? [] : svgFiles(path.join(dir, d.name), rel);
    return d.name.toLowerCase().endsWith('.svg') ? [rel] : [];
  });
}

/** One SVG as its twin: scaled (never below 1) so that it covers RASTER_TWIN_MIN. */
export async function renderTwin(svg: Buffer): Promise<Buffer> {
  const meta = await sharp(svg).metadata();
  const width = meta.width ?? RASTER_TWIN_MIN.width;
  const height = meta.height ?? RASTER_TWIN_MIN.height;
  const scale = Math.max(1, RASTER_TWIN_MIN.width / width, RASTER_TWIN_MIN.height / height);
  return sharp(svg, { density: 72 * scale })
    .resize(Math.ceil(width * scale), Math.ceil(height * scale))
    .png({ compressionLevel: 6, palette: true, effort: 1 })
    .toBuffer();
}

/** The twins of every SVG under `publicDir/images`, from `cacheDir` when already made. */
export async function rasterTwins(publicDir: string, cacheDir: string): Promise<RasterFile[]> {
  mkdirSync(cacheDir, { recursive: true });
  const out: RasterFile[] = [];
  for (const rel of svgFiles(path.join(publicDir, 'images'), '/images')) {
    const twin = rasterTwin(rel);
    if (!twin) continue;
    const svg = readFileSync(path.join(publicDir, rel));
    const cached = path.join(cacheDir, `${createHash('sha256').update(RENDERING).update(svg).digest('hex')}.png`);
    let source: Buffer;
    if (existsSync(cached)) source = readFileSync(cached);
    else {
      source = await renderTwin(svg);
      writeFileSync(cached, source);
    }
    out.push({ fileName: twin.slice(1), source });
  }
  return out;
}
