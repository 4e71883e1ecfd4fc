/** Download our app (#app): what the app does, both store links and a miniature of the app. */
import { Box, Search, Wine } from '@/ui/app-icons';
import { env } from '@/config/env';
import { PhoneMockup } from './PhoneMockup';
import { StoreLinks } from './StoreLinks';

const FEATURES = [
  [Search, 'Discover cheeses', 'Browse cheeses by type, milk and origin.'],
  [Wine, 'Perfect pairings', 'Wines, fruits and breads that make each cheese sing.'],
  [Box, 'Your Cheesebox', 'Track what you tasted and what you loved.'],
] as const;

export function AppDownload() {
  return (
    <section id="app" className="section section-app" aria-labelledby="app-title" tabIndex={-1}>
      <div className="container app-inner">
        <div>
          <h2 id="app-title">Download our app</h2>
          <p className="app-lead">
            Cheezopedia puts a cheesemonger in your pocket. Discover new cheeses, get pairing ideas and build your
            personal Cheesebox wherever you are.
          </p>
          <ul className="app-features">
            {FEATURES.map(([Icon, title, text]) => (
              <li key={title}>
                <span className="app-feature-icon" aria-hidden="true"><Icon size={22} strokeWidth={1.75} /></span>
                <span>
                  <strong>{title}</strong>
                  <br />
                  {text}
                </span>
              </li>
            ))}
          </ul>
          <StoreLinks appStoreUrl={env.appStoreUrl} playStoreUrl={env.playStoreUrl} />
        </div>
        <PhoneMockup />
      </div>
    </section>
  );
}
