/**
 * Which hosts the image CDN may fetch, as the browser and the server renderer both see it (the same
 * answer on both sides, so hydration keeps the server's `srcset`). The patterns are netlify.toml's
 * `[images] remote_images`, read at build. A build with no VITE_SUPABASE_URL talks to the local
 * backend, whose storage is on the page's own loopback origin (which the CDN always allows). The
 * desktop build has no CDN: its pictures are shown as they are.
 */
import { compileRemotePatterns, type ImageHostRules } from '@/domain/image-variants';

declare const __IMAGE_REMOTE_PATTERNS__: string[] | undefined;

/** Storage of the local backend: any loopback origin, whatever port it listens on. */
export const LOOPBACK_STORAGE_PATTERN = '^https?://(localhost|127\\.0\\.0\\.1|\\[::1\\])(:\\d+)?/storage/v1/object/public/';

const configured = typeof __IMAGE_REMOTE_PATTERNS__ !== 'undefined' ? __IMAGE_REMOTE_PATTERNS__ : [];
const localBackend = !import.meta.env.VITE_SUPABASE_URL;

export const imageHostRules: ImageHostRules = Object.freeze({
  remotePatterns: compileRemotePatterns(localBackend ? [...configured, LOOPBACK_STORAGE_PATTERN] : configured),
  // The desktop app's pages are its own files (app://): nothing there answers /.netlify/images.
  cdn: import.meta.env.VITE_TARGET !== 'desktop',
});
