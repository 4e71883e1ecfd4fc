/**
 * What one request to the local image CDN may cost, and why these numbers (docs/decisions/0020-image-work-limits.md).
 * Before them, one anonymous request for a 249 KB PNG declaring 16000 × 16000 pixels took the server
 * from 0.6 to 6.3 GB and ~80 s of encoding (`fm=avif&q=99`), still running after the client left, and
 * every other `w`/`q`/`fm` started it again.
 */
import { availableParallelism } from 'node:os';

/**
 * The most pixels (one frame; every frame of an animated GIF answered as GIF) a source may have.
 * Everything the site stores is at most 2560 px on its long side (6.6 MP: the image-upload function
 * sees to it); 25 MP admits a 24 MP camera's 6000 × 4000 from an allowed remote host. Netlify
 * documents no pixel limit of its own; the implementation it publishes decodes with sharp, whose
 * default limit is 268 MP (16383²) — the 16000² attack passed it. Worst case under this cap (a full
 * size AVIF at q=99, on the 2-core development machine): ~20 s and ~0.7 GB in one transform process.
 */
export const MAX_SOURCE_PIXELS = 25_000_000;

/** The most bytes of a source fetched (Supabase's own upload limit is 50 MB; the buckets take 4 MB). */
export const MAX_SOURCE_BYTES = 50 * 1024 * 1024;

/**
 * Transformations running at once, each in its own process: two (one a core on the development
 * machine), so a burst of new variants cannot take every core from the rest of the server.
 */
export const TRANSFORM_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism()));

/** Transformations waiting for a process; past them a request gets 503 with Retry-After. */
export const TRANSFORM_QUEUE = 16;

/**
 * A transformation still running after this long is stopped (its process killed) and answered 503:
 * Netlify's own limit for a synchronous function, and far beyond what a source under the cap needs
 * for the widths the site asks (a 12 MP photo at w=800: about a second).
 */
export const TRANSFORM_TIMEOUT_MS = 60_000;

/** A transform process idle this long exits (its memory goes back to the system). */
export const TRANSFORM_IDLE_MS = 30_000;

/** A source that does not answer (headers and body) within this long is given up. */
export const SOURCE_TIMEOUT_MS = 20_000;
