/**
 * The composer's live preview: the HTML part's content (rendered by the same code as the mail, with
 * raw HTML shown as text and unsafe links dropped, so it is safe to insert) and the plain-text part
 * exactly as sent, each ending with the unsubscribe footer a subscriber gets.
 */
import { useDeferredValue, useMemo } from 'react';
import { announcementParts, markdownToHtml } from '@/domain/announcement-render';

const SAMPLE_LINK = 'https://…/newsletter/unsubscribe?s=…&t=…';

export function MailPreview({ subject, body }: { subject: string; body: string }) {
  const deferred = useDeferredValue(body);
  const html = useMemo(() => markdownToHtml(deferred), [deferred]);
  const text = useMemo(() => announcementParts(subject, deferred, SAMPLE_LINK).text, [subject, deferred]);
  return (
    <section className="admin-card newsletter-preview" aria-labelledby="mail-preview-title">
      <h2 id="mail-preview-title">Preview</h2>
      <p className="newsletter-muted">Subject: {subject.trim() || '(no subject)'}</p>
      <h3>HTML part</h3>
      <div className="newsletter-preview-html" data-testid="preview-html">
        <div className="newsletter-preview-brand">Cheezopedia</div>
        {/* micromark's output: raw HTML escaped, javascript: and other unsafe protocols removed. */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
        <div className="newsletter-preview-footer">
          You get this mail because you subscribed to the Cheezopedia newsletter. <u>Unsubscribe</u>
        </div>
      </div>
      <h3>Plain-text part</h3>
      <pre className="newsletter-preview-text" data-testid="preview-text" tabIndex={0} aria-label="Plain-text part">{text}</pre>
    </section>
  );
}
