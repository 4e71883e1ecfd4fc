/** 'Entry Not Found' state of /{slug} (unknown slug or load error), or offline without the entry on the device. */
import { Link } from 'react-router-dom';
import {
  BACK_TO_HOME,
  ENTRY_NOT_FOUND_TEXT,
  ENTRY_NOT_FOUND_TITLE,
  ENTRY_NOT_ON_DEVICE_TEXT,
  ENTRY_NOT_ON_DEVICE_TITLE,
} from '@/domain/messages/site';
import { CheeseIcon } from '@/ui/CheeseIcon';

export function EntryNotFound({ offline = false }: { offline?: boolean }) {
  return (
    <div className={`container notfound-page entry-notfound${offline ? ' entry-offline' : ''}`} role={offline ? 'status' : undefined}>
      <CheeseIcon className="notfound-emoji" size={80} />
      <h1>{offline ? ENTRY_NOT_ON_DEVICE_TITLE : ENTRY_NOT_FOUND_TITLE}</h1>
      <p>{offline ? ENTRY_NOT_ON_DEVICE_TEXT : ENTRY_NOT_FOUND_TEXT}</p>
      {/* The same actions as the site's not-found page. */}
      <div className="hero-actions route-error-actions">
        <Link to="/" className="btn btn-primary">
          {BACK_TO_HOME}
        </Link>
        <Link to="/discover" className="btn btn-outline">
          Discover
        </Link>
      </div>
    </div>
  );
}
