/**
 * `npm run images:clean`: makes the pictures already stored in a project what the app now uploads.
 * Side effects: reads and rewrites Storage objects and cheese/entry rows of the project it is pointed at.
 *
 * 1. Every object of the app's buckets ('cheezopedia', 'cheeses') that carries metadata (EXIF — GPS,
 *    camera —, XMP, IPTC) or whose long side exceeds 2560 px is re-encoded with sharp: turned upright
 *    by its EXIF orientation, scaled to ≤ 2560 px, in the same format (so the object path, its URL
 *    and its content type stay valid), with no metadata. Uploaded in place (upsert).
 * 2. Cheeses and entries whose image_url is a stored raster of this project and that have no
 *    image_placeholder get one (a ThumbHash, as the app computes at upload).
 * 3. Entries whose featured image is a stored raster of this project and whose URL does not carry
 *    the picture's size get it (`#WxH`, as the builder stores a new one), so their hero reserves
 *    the picture's own box instead of 4:3.
 * SVG and non-image objects are left alone. A second run changes nothing (what is clean is skipped).
 *
 * SUPABASE_URL and SUPABASE_SECRET_KEY default to the local backend (http://localhost:4173 and its
 * development secret key); a hosted project needs both (the secret key bypasses row-level security:
 * run it from a trusted machine only). `--dry-run` reports without writing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ARTICLE_IMAGE_BUCKET, CHEESE_IMAGE_BUCKET } from '../src/domain/constants';
import { PLACEHOLDER_SOURCE_SIDE } from '../src/domain/image-upload';
import { placeholderFromRgba } from '../src/domain/image-placeholder';
import { STORAGE_PUBLIC_PATH } from '../src/domain/image-variants';
import { imageSizeOf, withImageSize } from '../src/domain/image-size';
import { SECRET_KEY } from '../supabase/local/keys.ts';
import { needsCleaning, reencode } from '../netlify/lib/image-clean';

export const CLEANED_BUCKETS = [ARTICLE_IMAGE_BUCKET, CHEESE_IMAGE_BUCKET] as const;

export interface CleanReport {
  scanned: number;
  cleaned: number;
  alreadyClean: number;
  /** SVG and non-image objects, left alone. */
  skipped: number;
  failed: { path: string; error: string }[];
  bytesBefore: number;
  bytesAfter: number;
  placeholdersFilled: number;
  /** Entries whose featured image's URL now carries its size. */
  sizesFilled: number;
}

export interface CleanOptions {
  url?: string;
  key?: string;
  dryRun?: boolean;
  log?: (line: string) => void;
}

interface StoredObject {
  bucket: string;
  path: string;
  mimetype: string;
  cacheControl: string | undefined;
}

/** Every object of a bucket, folder by folder (Storage lists one level at a time). */
async function listAll(supabase: SupabaseClient, bucket: string, prefix = ''): Promise<StoredObject[]> {
  const out: StoredObject[] = [];
  const pageSize = 1000;
  for (let offset = 0; ; offset += pageSize) {
    const { data, error } = await supabase.storage.from(bucket).list(prefix, { limit: pageSize, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw new Error(`Listing ${bucket}/${prefix}: ${error.message}`);
    for (const item of data ?? []) {
      const full = prefix ? `${prefix}/${item.name}` : item.name;
      if (item.id === null) out.push(...(await listAll(supabase, bucket, full)));
      else {
        const meta = (item.metadata ?? {}) as { mimetype?: string; cacheControl?: string };
        out.push({ bucket, path: full, mimetype: meta.mimetype ?? '', cacheControl: meta.cacheControl });
      }
    }
    if ((data ?? []).length < pageSize) return out;
  }
}

/** The ThumbHash of a picture (as the app computes it: from a ≤ 100 px thumbnail, upright). */
export async function placeholderOf(bytes: Buffer): Promise<string> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: PLACEHOLDER_SOURCE_SIDE, height: PLACEHOLDER_SOURCE_SIDE, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return placeholderFromRgba(info.width, info.height, data);
}

async function download(supabase: SupabaseClient, bucket: string, objectPath: string): Promise<Buffer> {
  const { data, error } = await supabase.storage.from(bucket).download(objectPath);
  if (error || !data) throw new Error(`Downloading ${bucket}/${objectPath}: ${error?.message ?? 'no data'}`);
  return Buffer.from(await data.arrayBuffer());
}

/** Which stored object of this project an image_url names (bucket and path), or null. */
export function storedObjectOf(imageUrl: string, projectUrl: string): { bucket: string; path: string } | null {
  let u: URL;
  try {
    u = new URL(imageUrl.split('#')[0], projectUrl);
  } catch {
    return null;
  }
  if (u.origin !== new URL(projectUrl).origin || !u.pathname.startsWith(STORAGE_PUBLIC_PATH)) return null;
  const [bucket, ...rest] = u.pathname.slice(STORAGE_PUBLIC_PATH.length).split('/');
  if (!(CLEANED_BUCKETS as readonly string[]).includes(bucket) || rest.length === 0) return null;
  return { bucket, path: rest.map(decodeURIComponent).join('/') };
}

async function fillPlaceholders(supabase: SupabaseClient, projectUrl: string, report: CleanReport, opts: CleanOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  for (const table of ['cheeses', 'cheezopedia_entries'] as const) {
    for (let from = 0; ; from += 1000) {
      const { data, error } = await supabase
        .from(table)
        .select('id,image_url')
        .is('image_placeholder', null)
        .not('image_url', 'is', null)
        .order('id')
        .range(from, from + 999);
      if (error) throw new Error(`Reading ${table}: ${error.message}`);
      const rows = (data ?? []) as { id: string; image_url: string }[];
      for (const row of rows) {
        const stored = storedObjectOf(row.image_url, projectUrl);
        if (!stored) continue;
        try {
          const bytes = await download(supabase, stored.bucket, stored.path);
          // Only rasters get a placeholder (null: SVG or not an image).
          if (!(await needsCleaning(bytes))) continue;
          const placeholder = await placeholderOf(bytes);
          if (!opts.dryRun) {
            // Only if the row still shows this picture and still has no placeholder (an editor may be at work).
            const { error: e } = await supabase.from(table).update({ image_placeholder: placeholder }).eq('id', row.id).eq('image_url', row.image_url).is('image_placeholder', null);
            if (e) throw new Error(e.message);
          }
          report.placeholdersFilled++;
          log(`placeholder ${table} ${row.id}`);
        } catch (e) {
          report.failed.push({ path: `${table}/${row.id}`, error: (e as Error).message });
        }
      }
      if (rows.length < 1000) break;
    }
  }
}

async function fillSizes(supabase: SupabaseClient, projectUrl: string, report: CleanReport, opts: CleanOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  for (let from = 0; ; from += 1000) {
    const { data, error } = await supabase.from('cheezopedia_entries').select('id,image_url').not('image_url', 'is', null).order('id').range(from, from + 999);
    if (error) throw new Error(`Reading cheezopedia_entries: ${error.message}`);
    const rows = (data ?? []) as { id: string; image_url: string }[];
    for (const row of rows) {
      if (imageSizeOf(row.image_url)) continue;
      const stored = storedObjectOf(row.image_url, projectUrl);
      if (!stored) continue;
      try {
        const bytes = await download(supabase, stored.bucket, stored.path);
        if (!(await needsCleaning(bytes))) continue; // SVG or not an image: drawn at any size
        const m = await sharp(bytes).metadata();
        const upright = m.autoOrient ?? { width: m.width ?? 0, height: m.height ?? 0 };
        const sized = withImageSize(row.image_url, upright.width, upright.height);
        if (!imageSizeOf(sized)) continue; // no size to give
        if (!opts.dryRun) {
          // Only if the row still shows this picture (an editor may be at work); its placeholder stays.
          const { error: e } = await supabase.from('cheezopedia_entries').update({ image_url: sized }).eq('id', row.id).eq('image_url', row.image_url);
          if (e) throw new Error(e.message);
        }
        report.sizesFilled++;
        log(`size ${row.id}: ${upright.width}×${upright.height}`);
      } catch (e) {
        report.failed.push({ path: `cheezopedia_entries/${row.id}`, error: (e as Error).message });
      }
    }
    if (rows.length < 1000) break;
  }
}

export async function cleanImages(opts: CleanOptions = {}): Promise<CleanReport> {
  const url = (opts.url ?? process.env.SUPABASE_URL ?? 'http://localhost:4173').replace(/\/+$/, '');
  const key = opts.key ?? process.env.SUPABASE_SECRET_KEY ?? SECRET_KEY;
  const log = opts.log ?? (() => {});
  const supabase = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const report: CleanReport = { scanned: 0, cleaned: 0, alreadyClean: 0, skipped: 0, failed: [], bytesBefore: 0, bytesAfter: 0, placeholdersFilled: 0, sizesFilled: 0 };

  for (const bucket of CLEANED_BUCKETS) {
    let objects: StoredObject[];
    try {
      objects = await listAll(supabase, bucket);
    } catch (e) {
      throw new Error(`${(e as Error).message}. Is ${url} reachable and SUPABASE_SECRET_KEY its secret key?`, { cause: e });
    }
    for (const o of objects) {
      report.scanned++;
      if (/svg/i.test(o.mimetype) || /\.svgz?$/i.test(o.path)) {
        report.skipped++;
        continue;
      }
      try {
        const before = await download(supabase, o.bucket, o.path);
        const verdict = await needsCleaning(before);
        if (!verdict) {
          report.skipped++;
          continue;
        }
        if (!verdict.reason) {
          report.alreadyClean++;
          continue;
        }
        // Animations stay animated: the object keeps what it showed, without its metadata.
        const after = await reencode(before, verdict.format, { animated: true });
        report.bytesBefore += before.length;
        report.bytesAfter += after.length;
        if (!opts.dryRun) {
          const contentType = o.mimetype.startsWith('image/') ? o.mimetype : `image/${verdict.format}`;
          const cacheControl = o.cacheControl?.match(/max-age=(\d+)/)?.[1] ?? '3600';
          const { error } = await supabase.storage.from(o.bucket).upload(o.path, after, { upsert: true, contentType, cacheControl });
          if (error) throw new Error(error.message);
        }
        report.cleaned++;
        log(`cleaned ${o.bucket}/${o.path} (${verdict.reason}): ${before.length} → ${after.length} bytes`);
      } catch (e) {
        report.failed.push({ path: `${o.bucket}/${o.path}`, error: (e as Error).message });
      }
    }
  }
  await fillPlaceholders(supabase, url, report, opts);
  await fillSizes(supabase, url, report, opts);
  return report;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

const isMain = !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dryRun = process.argv.includes('--dry-run');
  cleanImages({ dryRun, log: (line) => console.log(line) })
    .then((r) => {
      console.log(
        `${dryRun ? '[dry run] ' : ''}${r.scanned} objects scanned: ${r.cleaned} re-encoded without metadata (${kb(r.bytesBefore)} → ${kb(r.bytesAfter)}), ` +
          `${r.alreadyClean} already clean, ${r.skipped} left alone (SVG or not an image); ${r.placeholdersFilled} placeholders filled; ${r.sizesFilled} featured images given their size.`,
      );
      for (const f of r.failed) console.error(`failed: ${f.path}: ${f.error}`);
      process.exit(r.failed.length ? 1 : 0);
    })
    .catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
}
