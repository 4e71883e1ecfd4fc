/** /admin/newsletter: the subscribers and the announcements (drafts and sends). */
import { AnnouncementList } from './AnnouncementList';
import { SubscriberList } from './SubscriberList';
import './newsletter.css';

export default function NewsletterPage() {
  return (
    <section className="admin-page newsletter-page" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">Newsletter</h1>
      <AnnouncementList />
      <SubscriberList />
    </section>
  );
}
