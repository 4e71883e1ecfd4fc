/**
 * The [auth] settings of supabase/config.toml the local auth follows (site_url, redirect allow-list,
 * double_confirm_changes, [auth.rate_limit]), read with a TOML parser; a missing key keeps the
 * Supabase CLI's default.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { CONFIG_TOML } from '../paths.ts';

export interface AuthRateLimits {
  /** Sign-in and sign-up requests per IP per 5 minutes. */
  signInSignUps: number;
  /** Token refreshes per IP per 5 minutes. */
  tokenRefresh: number;
  /** Emails sent (recovery, email change) per hour, whole server. */
  emailSent: number;
  /**
   * Reset requests per hour for one address (known or not): one address cannot use up `emailSent`.
   * Not a key of config.toml (hosted GoTrue's nearest is [auth.email] max_frequency, known users only).
   */
  recoverPerAddress: number;
  /** Reset requests per hour from one client address (socket IP): one client cannot use up `emailSent`. */
  recoverPerClient: number;
}

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  doubleConfirmChanges: boolean;
  rateLimit: AuthRateLimits;
}

/** Reset requests per hour per address and per client: below `email_sent` (30), so neither alone exhausts it. */
export const RECOVER_PER_ADDRESS = 3;
export const RECOVER_PER_CLIENT = 10;

/** The Supabase CLI's defaults for what config.toml leaves out. */
export const AUTH_DEFAULTS: AuthConfig = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: [],
  doubleConfirmChanges: true,
  rateLimit: { signInSignUps: 30, tokenRefresh: 150, emailSent: 2, recoverPerAddress: RECOVER_PER_ADDRESS, recoverPerClient: RECOVER_PER_CLIENT },
};

type Table = Record<string, unknown>;
const table = (v: unknown): Table => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Table) : {});
const str = (v: unknown, d: string) => (typeof v === 'string' && v.trim() ? v.trim() : d);
const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : typeof v === 'bigint' ? Number(v) : d);
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);

/** Parses config.toml text into the auth settings (defaults for anything missing or mistyped). */
export function parseAuthConfig(text: string): AuthConfig {
  const auth = table(table(parse(text)).auth);
  const email = table(auth.email);
  const rl = table(auth.rate_limit);
  const d = AUTH_DEFAULTS;
  return {
    siteUrl: str(auth.site_url, d.siteUrl),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string' && u.trim() !== '') : [],
    doubleConfirmChanges: bool(email.double_confirm_changes, d.doubleConfirmChanges),
    rateLimit: {
      signInSignUps: num(rl.sign_in_sign_ups, d.rateLimit.signInSignUps),
      tokenRefresh: num(rl.token_refresh, d.rateLimit.tokenRefresh),
      emailSent: num(rl.email_sent, d.rateLimit.emailSent),
      recoverPerAddress: d.rateLimit.recoverPerAddress,
      recoverPerClient: d.rateLimit.recoverPerClient,
    },
  };
}

/** supabase/config.toml's auth settings (or another file's). */
export function loadAuthConfig(file = CONFIG_TOML): AuthConfig {
  return parseAuthConfig(readFileSync(file, 'utf8'));
}
