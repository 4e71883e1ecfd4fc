/**
 * The app's security headers, in one place for every server of the SPA: the local backend's static
 * files (supabase/local/static.ts), Netlify's static files (dist/_headers, written at build by the
 * Vite plugin in vite.config.ts) and server-rendered pages (Netlify functions).
 * The Content-Security-Policy allows the app's own origin plus the Supabase origin of the build
 * (VITE_SUPABASE_URL; none when the app talks to its own origin, as under `npm start`) and nothing
 * else: no inline or eval'd script (JSON and JSON-LD data blocks are not scripts), no framing,
 * no plugins.
 */

/** The origin of a Supabase URL, or undefined when it is empty or not http(s). */
export function supabaseOrigin(supabaseUrl: string | undefined): string | undefined {
  if (!supabaseUrl?.trim()) return undefined;
  try {
    const u = new URL(supabaseUrl.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface SecurityHeaderOptions {
  /** Where browsers POST violation reports (the local backend's /_dev/csp-report; none in production). */
  reportUri?: string;
}

/** The Content-Security-Policy for the SPA talking to `supabaseUrl` (its own origin when omitted). */
export function contentSecurityPolicy(supabaseUrl?: string, opts: SecurityHeaderOptions = {}): string {
  const origin = supabaseOrigin(supabaseUrl);
  const api = origin ? ` ${origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // Images: a cheese's image_url may be any https address (CSV imports name them); images cannot run script.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${api}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    ...(opts.reportUri ? [`report-uri ${opts.reportUri}`] : []),
  ].join('; ');
}

/** Features the app never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), ' +
  'xr-spatial-tracking=()';

/** Every security header of an app page or file. */
export function securityHeaders(supabaseUrl?: string, opts: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl, opts),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Netlify's `_headers` file applying securityHeaders() to every path of the site. */
export function netlifyHeadersFile(supabaseUrl?: string): string {
  const lines = Object.entries(securityHeaders(supabaseUrl)).map(([k, v]) => `  ${k}: ${v}`);
  return `# Written by the build (vite.config.ts, netlify/lib/security-headers.ts). Do not edit.\n/*\n${lines.join('\n')}\n`;
}
