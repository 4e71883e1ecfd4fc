/** 'Entry Not Found' state of /{slug} (unknown slug or load error). */
import { Link } from 'react-router-dom';
import { BACK_TO_HOME, ENTRY_NOT_FOUND_TEXT, ENTRY_NOT_FOUND_TITLE } from '@/domain/messages';
import { CheeseIcon } from '@/ui/CheeseIcon';

export function EntryNotFound() {
  return (
    <div className="container notfound-page entry-notfound">
      <CheeseIcon className="notfound-emoji" size={80} />
      <h1>{ENTRY_NOT_FOUND_TITLE}</h1>
      <p>{ENTRY_NOT_FOUND_TEXT}</p>
      <Link to="/" className="btn btn-primary">
        {BACK_TO_HOME}
      </Link>
    </div>
  );
}
