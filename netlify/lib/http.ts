/**
 * What every function answers with and reads: JSON responses that are never cached, JSON object
 * bodies of bounded size, an email field, the form honeypot, and the network a client address
 * stands for.
 */

/** Largest request body a function reads. */
export const MAX_BODY_CHARS = 50_000;
export const MAX_EMAIL_LENGTH = 320;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const HTTP_ERRORS = {
  method: 'Method not allowed. Use POST.',
  tooLarge: 'Request body is too large.',
  notJson: 'Request body must be a JSON object.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** Parses a JSON object body: the object, or a Response to return (400/413). */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | Response> {
  const text = await req.text();
  if (text.length > MAX_BODY_CHARS) return json(413, { error: HTTP_ERRORS.tooLarge });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: HTTP_ERRORS.notJson });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return json(400, { error: HTTP_ERRORS.notJson });
  return body as Record<string, unknown>;
}

/** Validates an email field: the trimmed address, or the error text. */
export function checkEmail(value: unknown): { email: string } | { error: string } {
  if (typeof value !== 'string' || !value.trim()) return { error: HTTP_ERRORS.emailRequired };
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_RE.test(email)) return { error: HTTP_ERRORS.emailInvalid };
  return { email };
}

/** True when the honeypot field (invisible to people) was filled in. */
export function isBot(body: Record<string, unknown>): boolean {
  return typeof body.company === 'string' ? body.company.trim() !== '' : body.company != null;
}

/**
 * The network a client address stands for: an IPv4 address as it is (IPv4-mapped IPv6 included), an
 * IPv6 address by its first 64 bits (a home or a phone gets a whole /64 and may use any address in it).
 */
export function visitorNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16)).join(':')}::/64`;
}
