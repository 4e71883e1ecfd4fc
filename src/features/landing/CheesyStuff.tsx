/** Cheesy Stuff (#recipes): the 9 newest feed entries and a Discover More link to /discover. */
import { Link } from 'react-router-dom';
import { useLiveFeed, type EntryCardRow } from '@/data/public';
import { ERROR_HEADING, errorLoadingContent } from '@/domain/messages/site';
import { FeedCard } from './FeedCard';

/** `initial`/`error`: the feed the page was loaded with (kept live afterwards) and why it is missing. */
export function CheesyStuff({ initial, error }: { initial: EntryCardRow[]; error: string | null }) {
  const entries = useLiveFeed(initial);
  return (
    <section id="recipes" className="section section-feed" aria-labelledby="recipes-title">
      <div className="container">
        <h2 id="recipes-title" className="section-title">Cheesy Stuff</h2>
        <p className="section-lead">Recipes, stories and pairing guides from our cheese-obsessed kitchen.</p>
        {error && entries.length === 0 ? (
          <div className="feed-error" role="alert">
            <h3>{ERROR_HEADING}</h3>
            <p>{errorLoadingContent(error)}</p>
          </div>
        ) : entries.length === 0 ? (
          <p className="empty-text">New recipes and stories are on their way.</p>
        ) : (
          <ul className="card-grid plain-list feed-scroller" aria-label="Latest recipes and articles">
            {entries.map((entry) => (
              <li key={entry.id}>
                <FeedCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
        <div className="section-actions">
          <Link to="/discover" className="btn btn-secondary">
            Discover More
          </Link>
        </div>
      </div>
    </section>
  );
}
