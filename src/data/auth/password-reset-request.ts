/**
 * The "Forgot password" request: POST /.netlify/functions/password-reset {email} (the site's own
 * function, which limits requests per address and per client and answers alike for every address),
 * not GoTrue's /recover. Resolves with null when the request was accepted, else the text to show.
 * Side effect: one HTTP request.
 */
export const RESET_FUNCTION_PATH = '/.netlify/functions/password-reset';
export const RESET_FAILED = 'Something went wrong. Please try again later.';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export async function requestResetLink(email: string, opts: { functionsBase: string; offlineText: string; fetch?: Fetch }): Promise<string | null> {
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
