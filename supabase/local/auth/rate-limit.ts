/**
 * GoTrue's rate limits ([auth.rate_limit] of config.toml): sign-ins + sign-ups and token refreshes per
 * client IP per 5 minutes, emails sent per hour for the whole server; and reset requests per hour per
 * client and per address (recoverRequest). Over the limit: 429 with GoTrue's error codes. Fixed
 * windows in memory.
 */
import { AuthError } from './errors.ts';
import type { AuthRateLimits } from './config.ts';

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

class Windows {
  private map = new Map<string, { start: number; count: number }>();
  constructor(private readonly size: number) {}

  /** Counts one hit for `key`; false when it goes over `limit`. */
  hit(key: string, limit: number, now = Date.now()): boolean {
    let w = this.map.get(key);
    if (!w || now - w.start >= this.size) {
      w = { start: now, count: 0 };
      this.map.set(key, w);
    }
    if (this.map.size > 10_000) for (const [k, v] of this.map) if (now - v.start >= this.size) this.map.delete(k);
    if (w.count >= limit) return false;
    w.count++;
    return true;
  }

  /** Hits counted for `key` in its current window. */
  spent(key: string, now = Date.now()): number {
    const w = this.map.get(key);
    return w && now - w.start < this.size ? w.count : 0;
  }
}

export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
/** One text whatever the address and the moment: the answer must not tell one address from another. */
export const overAddressRateLimit = (perHour: number) =>
  new AuthError(429, 'over_email_send_rate_limit', `For security purposes, a password reset can be requested ${perHour} times an hour per address.`);
export const overEmailSendRateLimit = () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

export class AuthRateLimiter {
  private signIns = new Windows(FIVE_MINUTES);
  private refreshes = new Windows(FIVE_MINUTES);
  private emails = new Windows(HOUR);
  private recoverClients = new Windows(HOUR);
  private recoverAddresses = new Windows(HOUR);
  constructor(readonly limits: AuthRateLimits) {}

  /**
   * A reset request (POST /recover), checked before anyone looks the address up, so that a known and
   * an unknown address get the same answer under every limit: 429 over_request_rate_limit past the
   * client's hourly requests, 429 over_email_send_rate_limit when the hourly mail quota is used up or
   * past the address's hourly requests. Only a known address then spends a mail (emailSend).
   */
  recoverRequest(clientIp: string, email: string, now = Date.now()): void {
    if (!this.recoverClients.hit(clientIp, this.limits.recoverPerClient, now)) throw overRequestRateLimit();
    if (this.emails.spent('*', now) >= this.limits.emailSent) throw overEmailSendRateLimit();
    if (!this.recoverAddresses.hit(email, this.limits.recoverPerAddress, now)) throw overAddressRateLimit(this.limits.recoverPerAddress);
  }

  /** Throws 429 over_request_rate_limit when this IP signed in / up too often. */
  signInOrUp(ip: string): void {
    if (!this.signIns.hit(ip, this.limits.signInSignUps)) throw overRequestRateLimit();
  }

  tokenRefresh(ip: string): void {
    if (!this.refreshes.hit(ip, this.limits.tokenRefresh)) throw overRequestRateLimit();
  }

  /** Throws 429 over_email_send_rate_limit when `count` more mails would go over the hourly limit. */
  emailSend(count = 1): void {
    for (let i = 0; i < count; i++) if (!this.emails.hit('*', this.limits.emailSent)) throw overEmailSendRateLimit();
  }
}
