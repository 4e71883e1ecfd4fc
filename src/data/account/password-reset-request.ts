/**
 * The "Forgot password" request: POST /.netlify/functions/password-reset {email} (the site's own
 * function, which limits requests per address and per client and answers alike for every address),
 * not GoTrue's /recover. Resolves with null when the request was accepted, else the text to show.
 * Side effect: one HTTP request.
 */
export const RESET_FUNCTION_PATH = '/.netlify/functions/password-reset';
export const RESET_FAILED = 'Something went wrong. Please try again later.';

/**
 * What the desktop app says instead: its pages are served from app://, where the site's functions do
 * not exist, and the site's function answers only its own origin.
 */
export const RESET_ON_THE_WEBSITE =
  "Password reset isn't available in the desktop app. Open Cheezopedia's website in your browser, choose Sign In, then Forgot password?";

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ResetRequestOptions {
  functionsBase: string;
  offlineText: string;
  fetch?: Fetch;
  /** The page's own URL (a relative functions base resolves against it); defaults to location.href. */
  pageUrl?: string;
}

export async function requestResetLink(email: string, opts: ResetRequestOptions): Promise<string | null> {
  const pageUrl = opts.pageUrl ?? globalThis.location?.href ?? '';
  if (!opts.functionsBase && !/^https?:/.test(pageUrl)) return RESET_ON_THE_WEBSITE;
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  let res: Response;
  try {
    res = await doFetch(`${opts.functionsBase}${RESET_FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email.trim() }),
    });
  } catch {
    return opts.offlineText;
  }
  if (res.ok) return null;
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return body && typeof body.error === 'string' && body.error ? body.error : RESET_FAILED;
}
