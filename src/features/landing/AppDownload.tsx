/** Download our app (#app): what the app does and the external store link. */
import { env } from '@/config/env';

const FEATURES = [
  ['🔎', 'Discover cheeses', 'Browse cheeses by type, milk and origin.'],
  ['🍷', 'Perfect pairings', 'Wines, fruits and breads that make each cheese sing.'],
  ['📦', 'Your Cheesebox', 'Track what you tasted and what you loved.'],
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
            {FEATURES.map(([icon, title, text]) => (
              <li key={title}>
                <span className="app-feature-icon" aria-hidden="true">{icon}</span>
                <span>
                  <strong>{title}</strong>
                  <br />
                  {text}
                </span>
              </li>
            ))}
          </ul>
          <a className="btn btn-primary btn-lg store-link" href={env.appStoreUrl} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true"></span> Download on the App Store
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <div className="phone-mock" aria-hidden="true">
          <div className="phone-screen">
            <span className="phone-title">🧀 Cheezopedia</span>
            <span className="phone-card" />
            <span className="phone-card" />
            <span className="phone-card short" />
          </div>
        </div>
      </div>
    </section>
  );
}
