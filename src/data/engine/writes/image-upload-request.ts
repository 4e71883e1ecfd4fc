/**
 * One picture sent to the site's image-upload function (POST <url>?bucket=…&path=…, the picture as
 * the body, the user's access token as the bearer): the only way into the public buckets, which
 * checks what the picture is and stores it without metadata (netlify/functions/image-upload.ts). Its
 * answer is classified as the engine classifies Supabase's: no answer 'network', 5xx/408/429
 * 'server' (retried), 401 'auth' (the session refreshed, retried), another 4xx 'stop' with the
 * function's message; 409 means an earlier attempt already stored it. Side effect: one request.
 */
import type { ClassifiedError } from '../errors';

export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly kind: ClassifiedError['kind'],
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ImageUploadTransport {
  /** The function's URL (the site's own origin, or VITE_FUNCTIONS_URL's). */
  url: string;
  fetch: FetchLike;
}

export const UPLOAD_FAILED = 'Upload failed';

/** Sends the picture; resolves once it is stored (now or by an earlier attempt), else throws ImageUploadError. */
export async function sendImage(transport: ImageUploadTransport, token: string, bucket: string, path: string, file: Blob): Promise<void> {
  const url = `${transport.url}?${new URLSearchParams({ bucket, path }).toString()}`;
  let res: Response;
  try {
    res = await transport.fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch (e) {
    throw new ImageUploadError(e instanceof Error && e.message ? e.message : UPLOAD_FAILED, 'network');
  }
  if (res.ok || res.status === 409) {
    await res.arrayBuffer().catch(() => undefined);
    return;
  }
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  const message = typeof body?.error === 'string' && body.error ? body.error : `${UPLOAD_FAILED} (HTTP ${res.status})`;
  const kind: ClassifiedError['kind'] = res.status >= 500 || res.status === 408 || res.status === 429 ? 'server' : res.status === 401 ? 'auth' : 'stop';
  throw new ImageUploadError(message, kind);
}
