/** The two store buttons (App Store, Google Play), opening in a new tab. */
import { Apple, Play } from '@/ui/app-icons';

export function StoreLinks({ appStoreUrl, playStoreUrl, compact = false }: { appStoreUrl: string; playStoreUrl: string; compact?: boolean }) {
  return (
    <div className={compact ? 'store-links compact' : 'store-links'}>
      <a className="btn btn-primary store-link" href={appStoreUrl} target="_blank" rel="noopener noreferrer">
        <Apple size={18} aria-hidden="true" /> Download on the App Store
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a className="btn btn-primary store-link" href={playStoreUrl} target="_blank" rel="noopener noreferrer">
        <Play size={18} aria-hidden="true" /> Get it on Google Play
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
