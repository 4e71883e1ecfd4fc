/**
 * The search dialog the header's control opens (loaded on first use): a combobox (ARIA 1.2) with a
 * grouped listbox — recent searches before typing; entries, cheeses and "All results" as you type.
 * Arrow keys move, Enter opens (or, with nothing chosen, opens /search), Escape closes and focus
 * returns to the control; Tab stays inside. Online the database answers; offline, or when it is
 * slow, the device's saved entries do, and the dialog says so.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { loadSiteSearch, type SearchData } from '@/data/public';
import { SEARCH_DIALOG_CHEESES, SEARCH_DIALOG_ENTRIES } from '@/domain/constants';
import { SEARCH_CONTROL_CHARACTERS, SEARCH_FROM_DEVICE, SEARCH_LABEL, SEARCH_PLACEHOLDER, SEARCH_SEARCHING, searchNoResults, searchResultCount } from '@/domain/messages/search';
import { cleanSearchQuery, hasControlCharacters, searchPath } from '@/domain/site-search';
import { Search, X } from '@/ui/icons';
import { Snippet } from '@/ui/site/Snippet';
import { dialogGroups, flatOptions, moveActive, type SearchOption } from './dialog-options';
import './search-dialog.css';

export interface SearchDialogProps {
  /** Goes to a path of the site (the app's router). */
  navigate: (path: string) => void;
  onClose: () => void;
}

export default function SearchDialog({ navigate, onClose }: SearchDialogProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [data, setData] = useState<SearchData | null>(null);
  /** The text whose search failed (nothing to wait for). */
  const [failed, setFailed] = useState<string | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);

  const q = cleanSearchQuery(text);
  const groups = dialogGroups(q, data && data.q === q ? data : null, recent);
  const options = flatOptions(groups);
  const optionId = (o: SearchOption) => `${id}-${o.key}`;

  useEffect(() => {
    inputRef.current?.focus();
    let live = true;
    void loadSiteSearch().then((m) => live && setRecent(m.recentSearches()));
    return () => {
      live = false;
    };
  }, []);

  // One render per keystroke and one per answer: the active option resets with the text (same
  // event), and "searching" is derived rather than a state of its own.
  const changeText = (value: string) => {
    setText(value);
    setActive(-1);
  };
  const busy = q !== '' && data?.q !== q && failed !== q;

  useEffect(() => {
    if (!q) return;
    const ticket = ++asked.current;
    // Shown at once (in this task, before the next frame) rather than in a later scheduler task.
    // The server's late answer may come before the device's: it is never replaced by the device's.
    const show = (result: SearchData) => {
      if (ticket !== asked.current) return;
      flushSync(() => setData((shown) => (shown?.q === result.q && shown.from === 'server' && result.from === 'device' ? shown : result)));
    };
    void loadSiteSearch()
      .then((m) => m.searchOnline(q, 1, SEARCH_DIALOG_ENTRIES, SEARCH_DIALOG_CHEESES, show))
      .then(show)
      .catch(() => {
        if (ticket === asked.current) setFailed(q);
      });
  }, [q]);

  const go = (path: string) => {
    if (q) void loadSiteSearch().then((m) => m.rememberSearch(q));
    onClose();
    navigate(path);
  };

  const choose = (option: SearchOption | undefined) => {
    if (!option) {
      if (q) go(searchPath(q));
      return;
    }
    if (option.kind === 'recent') {
      changeText(option.label);
      inputRef.current?.focus();
      return;
    }
    if (option.href) go(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: the box and the close button.
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('input, button');
      if (!focusable?.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => moveActive(a, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[active]);
    }
  };

  const matches = data && data.q === q ? data.entries.length + data.cheeses.length : 0;
  let status = '';
  // Never sent (searchOnline refuses it): said at once rather than "Searching…".
  if (hasControlCharacters(q)) status = SEARCH_CONTROL_CHARACTERS;
  else if (q && busy && !data) status = SEARCH_SEARCHING;
  else if (q && data && data.q === q) status = matches === 0 ? searchNoResults(q) : searchResultCount(matches);

  return (
    <div className="search-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="search-dialog" role="dialog" aria-modal="true" aria-label={SEARCH_LABEL} onKeyDown={onKeyDown}>
        <form
          className="search-dialog-bar"
          role="search"
          action="/search"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            choose(options[active]);
          }}
        >
          <Search size={20} aria-hidden="true" className="search-dialog-icon" />
          <input
            ref={inputRef}
            name="q"
            type="search"
            role="combobox"
            aria-label={SEARCH_LABEL}
            aria-expanded={options.length > 0}
            aria-controls={`${id}-listbox`}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 && options[active] ? optionId(options[active]) : undefined}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            maxLength={200}
            value={text}
            onChange={(e) => changeText(e.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className="icon-btn" aria-label="Close search" onClick={onClose}>
            <X size={20} aria-hidden="true" />
          </button>
        </form>
        <p className="search-dialog-status" role="status">
          {status}
          {q && data?.q === q && data.from === 'device' ? <span className="search-dialog-device"> {SEARCH_FROM_DEVICE}</span> : null}
        </p>
        <div id={`${id}-listbox`} role="listbox" aria-label={SEARCH_LABEL} className="search-dialog-list">
          {groups.map((g) => (
            <div key={g.key} role="group" aria-labelledby={`${id}-group-${g.key}`} className="search-dialog-group">
              <div id={`${id}-group-${g.key}`} className="search-dialog-group-label" role="presentation">
                {g.label}
              </div>
              {g.options.map((o) => {
                const index = options.indexOf(o);
                return (
                  <div
                    key={o.key}
                    id={optionId(o)}
                    role="option"
                    aria-selected={index === active}
                    className={index === active ? 'search-option active' : 'search-option'}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(o)}
                    onMouseMove={() => index !== active && setActive(index)}
                  >
                    <span className="search-option-label">{o.label}</span>
                    {o.detail && (o.kind === 'entry' ? <Snippet text={o.detail} className="search-option-detail" /> : <span className="search-option-detail">{o.detail}</span>)}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
