/**
 * `npm run make-admin -- <email>`: gives that user the admin role (profiles.role = 'admin') through
 * the REST API with the service role. SUPABASE_URL and SUPABASE_SECRET_KEY default to the local
 * backend (http://localhost:4173 and its development secret key).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECRET_KEY } from '../supabase/local/keys.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function makeAdmin(email: string, opts: { url?: string; key?: string } = {}): Promise<{ id: string; email: string }> {
  if (!EMAIL.test(email)) throw new Error(`"${email}" is not an email address. Usage: npm run make-admin -- <email>`);
  const base = (opts.url ?? process.env.SUPABASE_URL ?? 'http://localhost:4173').replace(/\/+$/, '');
  const key = opts.key ?? process.env.SUPABASE_SECRET_KEY ?? SECRET_KEY;
  const headers = { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=representation' };
  const filter = `email=eq.${encodeURIComponent(email.trim().toLowerCase())}`;
  let res: Response;
  try {
    res = await fetch(`${base}/rest/v1/profiles?${filter}&select=id,email,role`, { method: 'PATCH', headers, body: JSON.stringify({ role: 'admin' }) });
  } catch (e) {
    throw new Error(`Cannot reach ${base} (${(e as Error).message}). Is the backend running (npm start)?`, { cause: e });
  }
  if (!res.ok) throw new Error(`Updating the profile failed: HTTP ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { id: string; email: string; role: string }[];
  if (rows.length === 0) throw new Error(`No user with the email ${email}: they must sign up first.`);
  return { id: rows[0].id, email: rows[0].email };
}

const isMain = !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run make-admin -- <email>');
    process.exit(2);
  }
  makeAdmin(email)
    .then((u) => console.log(`${u.email} (${u.id}) is now an admin.`))
    .catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
}
