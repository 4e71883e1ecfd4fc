/**
 * Where this app sends pictures: the site's image-upload function. On the site (and `npm run dev`,
 * which proxies it) that is the page's own origin, or VITE_FUNCTIONS_URL when the functions are
 * elsewhere. The desktop editor's pages are served from app://, where no function exists: it uses
 * VITE_FUNCTIONS_URL, else its backend's origin (the local backend serves the functions beside
 * Supabase's APIs; a desktop build for a hosted project sets VITE_FUNCTIONS_URL to the site).
 */
import { env } from '@/config/env';
import { IMAGE_UPLOAD_FUNCTION_PATH } from '@/domain/constants';

export function imageUploadUrl(options: { functionsBase?: string; supabaseUrl?: string; pageUrl?: string } = {}): string {
  const functionsBase = options.functionsBase ?? env.functionsBase;
  const pageUrl = options.pageUrl ?? globalThis.location?.href ?? '';
  const base = functionsBase || (/^https?:/.test(pageUrl) ? '' : (options.supabaseUrl ?? env.supabaseUrl));
  return `${base}${IMAGE_UPLOAD_FUNCTION_PATH}`;
}
