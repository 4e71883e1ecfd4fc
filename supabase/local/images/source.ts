/**
 * A source of the local image CDN, fetched once (at most MAX_SOURCE_BYTES, abandoned with the request)
 * and judged from its header before any pixel is decoded: sharp reads the format and the declared
 * size (and frames) of a file without decoding it, in milliseconds whatever size it declares.
 * Side effects: one GET of the source.
 */
import sharp from 'sharp';
import { MAX_SOURCE_BYTES, MAX_SOURCE_PIXELS, SOURCE_TIMEOUT_MS } from './limits.ts';

export interface FetchedSource {
  body: Uint8Array;
  /** What the variant's headers are made of: Content-Type, Cache-Control, Last-Modified, ETag. */
  headers: Record<string, string>;
}

/** A refusal of the CDN: a status and its reason, as plain text. */
export interface Refusal {
  status: number;
  message: string;
  /** True for what the source is (its size), not for a passing failure: remembered per version of the source. */
  lasting?: boolean;
}

const PASSED_HEADERS = ['content-type', 'cache-control', 'last-modified', 'etag'];
const MB = 1024 * 1024;

/** The source's bytes, or why there are none (the source's own status for an error, as the package answers). */
export async function fetchSource(url: string, signal: AbortSignal): Promise<FetchedSource | Refusal> {
  let res: Response;
  try {
    // Redirects were followed (within the allowed hosts) when the source was validated: this URL answers itself.
    res = await fetch(url, { redirect: 'manual', signal: AbortSignal.any([signal, AbortSignal.timeout(SOURCE_TIMEOUT_MS)]) });
  } catch {
    return { status: 502, message: 'Bad Gateway: the source could not be fetched' };
  }
  if (res.status >= 300 && res.status < 400) return { status: 502, message: 'Bad Gateway: the source redirected elsewhere' };
  if (res.status !== 200 || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    return { status: res.status === 200 ? 502 : res.status, message: `The source answered ${res.status}` };
  }
  const tooLarge: Refusal = { status: 400, message: `Bad Request: the source is larger than ${MAX_SOURCE_BYTES / MB} MB` };
  if (Number(res.headers.get('content-length') ?? '0') > MAX_SOURCE_BYTES) {
    await res.body.cancel().catch(() => undefined);
    return tooLarge;
  }
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const part of res.body) {
      total += part.byteLength;
      if (total > MAX_SOURCE_BYTES) {
        await res.body.cancel().catch(() => undefined);
        return tooLarge;
      }
      parts.push(part);
    }
  } catch {
    return { status: 502, message: 'Bad Gateway: the source could not be read' };
  }
  const headers: Record<string, string> = {};
  for (const k of PASSED_HEADERS) {
    const v = res.headers.get(k);
    if (v !== null) headers[k] = v;
  }
  return { body: Buffer.concat(parts), headers };
}

/**
 * Why a source may not be transformed into `format` (null: it may): not an image sharp reads (400, as
 * the package answers), or more than MAX_SOURCE_PIXELS — one frame, or every frame when the answer is
 * an animated GIF.
 */
export async function judgeSource(body: Uint8Array, format: string | undefined): Promise<Refusal | null> {
  let m: sharp.Metadata;
  try {
    m = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    return { status: 400, message: 'Bad Request: the source is not an image' };
  }
  const width = m.width ?? 0;
  const height = m.pageHeight ?? m.height ?? 0;
  const frames = format === 'gif' ? (m.pages ?? 1) : 1;
  const pixels = width * height * frames;
  if (pixels <= MAX_SOURCE_PIXELS) return null;
  const mp = (n: number) => `${Math.round(n / 1_000_000)} megapixels`;
  return {
    status: 400,
    lasting: true,
    message: `Bad Request: the source image is ${width} × ${height} pixels${frames > 1 ? ` × ${frames} frames` : ''} (${mp(pixels)}); this image CDN transforms sources of at most ${mp(MAX_SOURCE_PIXELS)}`,
  };
}
