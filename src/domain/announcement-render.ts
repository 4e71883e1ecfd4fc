/**
 * An announcement as its recipients get it, and as the composer previews it: the HTML part (the
 * markdown rendered by micromark — raw HTML shown as text, unsafe link protocols such as javascript:
 * dropped — in the mail's layout) and the plain-text part (the markdown as written), both ending with
 * the personal unsubscribe link.
 */
import { micromark } from 'micromark';
import { MAIL_UNSUBSCRIBE_LINE } from './messages/newsletter';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export function mailLayout(bodyHtml: string, footerHtml: string): string {
  return (
    '<!doctype html><html><body style="margin:0;background:#fff8e7;font-family:Georgia,serif;color:#3b2f1e">' +
    '<div style="max-width:560px;margin:0 auto;padding:24px">' +
    '<p style="font-size:22px;font-weight:bold;color:#b8860b;margin:0 0 16px">Cheezopedia</p>' +
    bodyHtml +
    `<hr style="border:none;border-top:1px solid #e8d9b0;margin:24px 0"><p style="font-size:13px;color:#7a6a4f">${footerHtml}</p>` +
    '</div></body></html>'
  );
}

export function unsubscribeFooter(url: string): { text: string; html: string } {
  return {
    text: `\n\n--\nYou get this mail because you subscribed to the Cheezopedia newsletter.\n${MAIL_UNSUBSCRIBE_LINE} ${url}\n`,
    html: `You get this mail because you subscribed to the Cheezopedia newsletter. <a href="${escapeHtml(url)}">Unsubscribe</a>`,
  };
}

/** The HTML of an announcement's markdown (raw HTML shown as text, unsafe link protocols removed). */
export function markdownToHtml(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: false, allowDangerousProtocol: false });
}

export interface AnnouncementParts {
  subject: string;
  text: string;
  html: string;
}

/** The two parts of an announcement as a recipient sees them (the preview shows the same). */
export function announcementParts(subject: string, markdown: string, unsubscribe: string): AnnouncementParts {
  const footer = unsubscribeFooter(unsubscribe);
  return { subject, text: `${markdown.trimEnd()}\n${footer.text}`, html: mailLayout(markdownToHtml(markdown), footer.html) };
}

