/** The public site's footer: brand line, quick links to home, types, recipes and app, and site links (Discover, contact, sign in, privacy, terms). */
import { Link } from 'react-router-dom';
import { FOOTER_QUICK_LINKS, PRIVACY_PATH, TERMS_PATH } from './nav';
import { SectionLink } from './SectionLink';
import { CheeseIcon } from '../CheeseIcon';

export function SiteFooter({ onLanding = false }: { onLanding?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div>
            <p className="footer-brand">
              <CheeseIcon size={28} /> Cheezopedia
            </p>
            <p>Your cheesemonger in your pocket: discover cheeses, find perfect pairings and keep track of every cheese you taste.</p>
          </div>
          <nav aria-label="Quick links">
            <h2>Quick Links</h2>
            <ul>
              {FOOTER_QUICK_LINKS.map((s) => (
                <li key={s.id}>
                  <SectionLink id={s.id} onLanding={onLanding}>
                    {s.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Explore">
            <h2>Explore</h2>
            <ul>
              <li>
                <Link to="/discover">Discover</Link>
              </li>
              <li>
                <SectionLink id="contact" onLanding={onLanding}>
                  Contact Us
                </SectionLink>
              </li>
              <li>
                <Link to="/login">Sign In</Link>
              </li>
              <li>
                <Link to={PRIVACY_PATH}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={TERMS_PATH}>Terms of Use</Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="footer-bottom">© {year} Cheezopedia. Made with love for cheese.</p>
      </div>
    </footer>
  );
}
