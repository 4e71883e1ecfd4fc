/**
 * Which redirect_to URLs mails may link to, as GoTrue decides: the site URL's scheme, host and port
 * (any port on localhost), loopback IPs, or a match of additional_redirect_urls with GoTrue's glob
 * rules (separators `.` and `/`: `*` stays within one label or path segment, `**` crosses them, `?`
 * one character, `[…]` a class, `{a,b}` alternatives), compared without the fragment.
 */
import { isIP } from 'node:net';

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** A glob of additional_redirect_urls as a RegExp over the whole URL. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  let i = 0;
  let inAlt = 0;
  while (i < glob.length) {
    const ch = glob[i];
    if (ch === '\\' && i + 1 < glob.length) {
      re += escapeRe(glob[i + 1]);
      i += 2;
      continue;
    }
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i += 2;
      } else {
        re += '[^./]*';
        i += 1;
      }
      continue;
    }
    if (ch === '?') re += '[^./]';
    else if (ch === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end === -1) re += '\\[';
      else {
        let body = glob.slice(i + 1, end);
        const negate = body.startsWith('!');
        if (negate) body = body.slice(1);
        re += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
        i = end + 1;
        continue;
      }
    } else if (ch === '{') {
      inAlt++;
      re += '(?:';
    } else if (ch === '}' && inAlt > 0) {
      inAlt--;
      re += ')';
    } else if (ch === ',' && inAlt > 0) re += '|';
    else re += escapeRe(ch);
    i += 1;
  }
  while (inAlt-- > 0) re += ')';
  return new RegExp(`^${re}$`, 's');
}

function isLocalhostName(h: string): boolean {
  return ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(h) || h.endsWith('.localhost');
}

function isLoopbackIp(h: string): boolean {
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1' || /^::ffff:127\./.test(h);
  return false;
}

const hostnameOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '');

export interface RedirectPolicy {
  siteUrl: string;
  allowList: string[];
}

/** True when mail links may send the user to `redirectTo`. */
export function isRedirectUrlValid(policy: RedirectPolicy, redirectTo: string | undefined | null): boolean {
  if (!redirectTo) return false;
  let ref: URL;
  let base: URL;
  try {
    ref = new URL(redirectTo);
    base = new URL(policy.siteUrl);
  } catch {
    return false;
  }
  const host = hostnameOf(ref);
  if (hostnameOf(base) === host && base.protocol === ref.protocol && (base.port === ref.port || isLocalhostName(host))) return true;
  const http = ref.protocol === 'http:' || ref.protocol === 'https:';
  if (/^[0-9]+$/.test(host)) return false;
  if (isIP(host)) return isLoopbackIp(host);
  if (http && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  const withoutFragment = redirectTo.split('#')[0];
  return policy.allowList.some((g) => globToRegExp(g).test(withoutFragment));
}

/** `redirectTo` when allowed, else `fallback` (the site URL). */
export function chooseRedirect(policy: RedirectPolicy, redirectTo: string | undefined | null, fallback: string): string {
  return redirectTo && isRedirectUrlValid(policy, redirectTo) ? redirectTo.split('#')[0] : fallback;
}
