/** The two store buttons (App Store, Google Play) with the stores' brand marks, opening in a new tab. */
import { AppleMark, GooglePlayMark } from '@/ui/brand-icons';

export function StoreLinks({ appStoreUrl, playStoreUrl, compact = false }: { appStoreUrl: string; playStoreUrl: string; compact?: boolean }) {
  return (
    <div className={compact ? 'store-links compact' : 'store-links'}>
      <a className="btn btn-primary store-link" href={appStoreUrl} target="_blank" rel="noopener noreferrer">
        <AppleMark size={18} /> Download on the App Store
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a className="btn btn-primary store-link" href={playStoreUrl} target="_blank" rel="noopener noreferrer">
        <GooglePlayMark size={18} /> Get it on Google Play
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
