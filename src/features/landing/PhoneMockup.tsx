/** A miniature of the mobile app (decorative): a cheese card with its pairings and the tab bar. */
import { Apple, Heart, Home, Nut, Package, Search, Wine } from '@/ui/app-icons';

const PAIRINGS = [
  { icon: Wine, name: 'Vin jaune', note: 'Wine' },
  { icon: Nut, name: 'Walnuts', note: 'Nuts' },
  { icon: Apple, name: 'Green apple', note: 'Fruit' },
] as const;

export function PhoneMockup() {
  return (
    <div className="phone-mock" aria-hidden="true">
      <div className="phone-screen">
        <div className="phone-top">
          <span className="phone-title">Cheezopedia</span>
          <Search size={14} />
        </div>
        <div className="phone-cheese">
          <img src="/images/cheeses/comte.svg" alt="" width={800} height={600} loading="lazy" decoding="async" />
          <div className="phone-cheese-body">
            <div className="phone-cheese-name">
              <strong>Comté</strong>
              <Heart size={12} />
            </div>
            <span className="phone-cheese-origin">France · Jura</span>
            <span className="phone-chips">
              <span>Hard</span>
              <span>Cow</span>
              <span>12 months</span>
            </span>
          </div>
        </div>
        <span className="phone-section">Pairs with</span>
        <ul className="phone-pairings">
          {PAIRINGS.map((p) => (
            <li key={p.name}>
              <span className="phone-pairing-icon"><p.icon size={13} /></span>
              <span>
                <strong>{p.name}</strong>
                <small>{p.note}</small>
              </span>
            </li>
          ))}
        </ul>
        <div className="phone-add">
          <Package size={12} /> Add to Cheesebox
        </div>
        <nav className="phone-tabs">
          <Home size={14} />
          <Search size={14} />
          <Package size={14} />
          <Heart size={14} />
        </nav>
      </div>
    </div>
  );
}
