/**
 * What Netlify's Image CDN accepts in `/.netlify/images?…` and how it picks a format, as its
 * documentation states them (the parts `@netlify/images`, the local implementation, leaves to the
 * production CDN): each transformation parameter's valid values, the answer to an invalid one, the
 * default quality, and the format chosen from `Accept` when `fm` is absent.
 */

/**
 * Netlify: "If any transformation parameters have invalid values, we return a 404." (The package
 * itself lets sharp throw, which surfaces as a 500.)
 */
export const INVALID_PARAMS_STATUS = 404;

/** Netlify's default quality of lossy outputs (`q`, 1–100). sharp's own defaults differ (80, AVIF 50). */
export const DEFAULT_QUALITY = 75;

/**
 * `fm` absent: the first of these the request's `Accept` names, else the source's own format.
 * Netlify's order: WebP when accepted, else AVIF when accepted (WebP first although every browser that
 * takes AVIF takes WebP too: AVIF encodes several times slower).
 */
export const NEGOTIATED_FORMATS = ['webp', 'avif'] as const;

const FORMATS = new Set(['avif', 'jpg', 'png', 'webp', 'gif', 'blurhash']);
const FITS = new Set(['contain', 'cover', 'fill']);
const POSITIONS = new Set(['center', 'top', 'bottom', 'left', 'right']);
const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

export type ParamCheck =
  | { ok: true; width?: number; height?: number; quality?: number; format?: string; fit?: string; position?: string }
  | { ok: false; status: number; message: string };

/** Both spellings the CDN reads for a dimension (`w`/`width`, `h`/`height`, `q`/`quality`). */
function first(params: URLSearchParams, ...names: string[]): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) return { name, value };
  }
  return undefined;
}

function integer(p: { name: string; value: string } | undefined, max = Number.MAX_SAFE_INTEGER): number | string | undefined {
  if (!p) return undefined;
  if (!POSITIVE_INTEGER.test(p.value) || Number(p.value) > max) return `Invalid value for ${p.name}: "${p.value}" (a whole number${max < Number.MAX_SAFE_INTEGER ? ` from 1 to ${max}` : ' from 1'})`;
  return Number(p.value);
}

/** The transformation parameters of a request, or why the CDN refuses them. */
export function checkParams(params: URLSearchParams): ParamCheck {
  const width = integer(first(params, 'w', 'width'));
  const height = integer(first(params, 'h', 'height'));
  const quality = integer(first(params, 'q', 'quality'), 100);
  for (const v of [width, height, quality]) if (typeof v === 'string') return { ok: false, status: INVALID_PARAMS_STATUS, message: v };
  const enumerated = (name: string, allowed: Set<string>): string | { error: string } | undefined => {
    const v = params.get(name);
    if (v === null) return undefined;
    return allowed.has(v) ? v : { error: `Invalid value for ${name}: "${v}" (one of ${[...allowed].join(', ')})` };
  };
  const format = enumerated('fm', FORMATS);
  const fit = enumerated('fit', FITS);
  const position = enumerated('position', POSITIONS);
  for (const v of [format, fit, position]) if (typeof v === 'object') return { ok: false, status: INVALID_PARAMS_STATUS, message: v.error };
  return {
    ok: true,
    width: width as number | undefined,
    height: height as number | undefined,
    quality: quality as number | undefined,
    format: format as string | undefined,
    fit: fit as string | undefined,
    position: position as string | undefined,
  };
}

/** Whether an `Accept` header names this media type (explicitly, with a quality above 0). */
export function accepts(accept: string | null | undefined, type: string): boolean {
  for (const part of (accept ?? '').split(',')) {
    const [name, ...rest] = part.trim().toLowerCase().split(';');
    if (name.trim() !== type) continue;
    const q = rest.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

/** The format the CDN answers in when `fm` is absent, or undefined for the source's own format. */
export function negotiateFormat(accept: string | null | undefined): (typeof NEGOTIATED_FORMATS)[number] | undefined {
  return NEGOTIATED_FORMATS.find((f) => accepts(accept, `image/${f}`));
}

/** Formats whose quality `q` sets (Netlify: "Only applies to avif, jpg, gif, webp"). */
export function isLossy(format: string): boolean {
  return format === 'avif' || format === 'jpg' || format === 'jpeg' || format === 'gif' || format === 'webp';
}
