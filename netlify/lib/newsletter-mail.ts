/**
 * The newsletter's mails: the confirmation link, the welcome and the announcements. Every mail to a
 * subscriber carries its personal unsubscribe link in both parts and the RFC 8058 headers
 * (`List-Unsubscribe` with the https link, `List-Unsubscribe-Post: List-Unsubscribe=One-Click`).
 * Announcements are rendered by src/domain/announcement-render.ts (the composer's preview uses it too).
 */
import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';
import { CONFIRM_MAIL_SUBJECT, WELCOME_MAIL_SUBJECT } from '../../src/domain/messages/newsletter';
import { announcementParts, mailLayout, unsubscribeFooter } from '../../src/domain/announcement-render';
export { announcementParts, markdownToHtml } from '../../src/domain/announcement-render';
import { NEWSLETTER_CONFIRM_DAYS } from '../../src/domain/constants';

export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** A fresh confirmation token (mailed) and its SHA-256 hex (stored). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function confirmUrl(site: string, token: string): string {
  return `${site}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(site: string, subscriberId: string, token: string): string {
  return `${site}${UNSUBSCRIBE_PATH}?s=${encodeURIComponent(subscriberId)}&t=${encodeURIComponent(token)}`;
}

/** The RFC 8058 headers for a mail whose one-click unsubscribe URL is `url` (https in production). */
export function listHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function confirmationMail(email: string, link: string): MailMessage {
  const text =
    'Someone (we hope you) asked to subscribe this address to the Cheezopedia newsletter.\n\n' +
    `Confirm your subscription: ${link}\n\n` +
    `The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If it was not you, ignore this mail: without confirmation ` +
    'you get nothing more from us and the address is deleted.\n';
  const html = mailLayout(
    '<p>Someone (we hope you) asked to subscribe this address to the Cheezopedia newsletter.</p>' +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#b8860b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm your subscription</a></p>` +
      `<p>The link works for ${NEWSLETTER_CONFIRM_DAYS} days.</p>`,
    'If it was not you, ignore this mail: without confirmation you get nothing more from us and the address is deleted.',
  );
  return { to: email, subject: CONFIRM_MAIL_SUBJECT, text, html };
}

export function welcomeMail(email: string, unsubscribe: string): MailMessage {
  const footer = unsubscribeFooter(unsubscribe);
  const body =
    "Cheezopedia 2.0 is on its way: an expanded cheese library with over 500 new cheeses, an advanced pairing " +
    "engine, smart tracking and community features. We'll let you know the moment it lands.";
  return {
    to: email,
    subject: WELCOME_MAIL_SUBJECT,
    text: `Thanks for joining the Cheezopedia mailing list!\n\n${body}\n\n— The Cheezopedia team${footer.text}`,
    html: mailLayout(`<p>Thanks for joining the Cheezopedia mailing list!</p><p>${escapeHtml(body)}</p><p>— The Cheezopedia team</p>`, footer.html),
    headers: listHeaders(unsubscribe),
  };
}

export function announcementMail(email: string, subject: string, markdown: string, unsubscribe: string): MailMessage {
  const parts = announcementParts(subject, markdown, unsubscribe);
  return { to: email, ...parts, headers: listHeaders(unsubscribe) };
}
