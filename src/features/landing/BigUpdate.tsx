/** Big Update Coming Soon (#update): four feature tiles, the 500+ cheeses teaser and the newsletter form. */
import { Users, type Icon } from '@/ui/icons';
import { BookOpen, Grape, TrendingUp } from './update-icons';
import { UPDATE_FEATURES } from '@/domain/messages/landing';
import { NewsletterForm } from './NewsletterForm';

const DETAILS: Record<(typeof UPDATE_FEATURES)[number], { icon: Icon; text: string }> = {
  'Expanded Cheese Library': { icon: BookOpen, text: 'Over 500 new cheeses from small dairies and famous caves alike.' },
  'Advanced Pairing Engine': { icon: Grape, text: 'Smarter matches with wine, beer, fruit, honey and bread.' },
  'Smart Tracking': { icon: TrendingUp, text: 'Rate, note and remember every cheese you taste.' },
  'Community Features': { icon: Users, text: 'Share your Cheesebox and discover what others love.' },
};

export function BigUpdate() {
  return (
    <section id="update" className="section section-update" aria-labelledby="update-title">
      <div className="container">
        <p className="update-kicker">Cheezopedia 2.0</p>
        <h2 id="update-title" className="section-title">Big Update Coming Soon</h2>
        <p className="section-lead">
          Our biggest update yet is almost ready, with over 500 new cheeses to discover and a whole new way to pair
          and track them.
        </p>
        <ul className="update-tiles">
          {UPDATE_FEATURES.map((title) => {
            const Icon = DETAILS[title].icon;
            return (
            <li key={title} className="update-tile">
              <span className="update-icon" aria-hidden="true"><Icon size={28} strokeWidth={1.75} /></span>
              <h3>{title}</h3>
              <p>{DETAILS[title].text}</p>
            </li>
            );
          })}
        </ul>
        <div className="newsletter-box">
          <h3>Be the first to know</h3>
          <p>Join the mailing list and we&apos;ll tell you the moment 2.0 lands.</p>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
