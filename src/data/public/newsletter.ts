/**
 * The newsletter signup: a direct server call (no offline copy). The landing page imports this before
 * it is interactive, so the server package (the visitor's PostgREST client) is imported on submit.
 */

/**
 * Subscribes an email through the `subscribe(email)` RPC (one row, source 'website'; anonymous
 * clients cannot insert into the table); the database's error (code, message) or null.
 */
export async function subscribeNewsletter(email: string): Promise<{ code?: string; message: string } | null> {
  const { getRest } = await import('../server');
  const { error } = await (await getRest()).rpc('subscribe', { email });
  return error ? { code: error.code, message: error.message } : null;
}
