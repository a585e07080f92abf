import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { SEARCH_MAX } from '../../../../domain/constants';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';
import './search.css';

export const SEARCH_LABEL = 'Search This Section';

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * The list search (docs/product.md §2): sent 300 ms after the last keystroke, lowercased; '' means no search (the key
 * leaves the query string). A timer per keystroke, not a debounced value, so a Reset or Back that changes
 * `value` from outside is never overwritten by an older debounced text. One stretch of typing makes one history
 * entry (docs/product.md §10.9): its first search adds the entry, later pauses replace it (`refine`), so Back does
 * not walk through partial searches; leaving the box or a change from outside ends the stretch.
 */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch(text: string, refine: boolean): void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(value);
  // This stretch of typing has already sent a search (made its history entry).
  const refining = useRef(false);
  // The timer calls the latest onSearch: the one captured at the keystroke may hold filters since replaced.
  const latestOnSearch = useRef(onSearch);
  useLayoutEffect(() => {
    latestOnSearch.current = onSearch;
  });

  // The URL changed from outside (Reset, Back): show its search unless it is what is already typed.
  if (synced !== value) {
    setSynced(value);
    if (normalise(text) !== value) setText(value);
  }
  // A search typed just before the URL changed from outside must not land afterwards and undo it.
  // (Our own search coming back through the URL is not "from outside".)
  useEffect(() => {
    if (value === sent.current) return;
    clearTimeout(timer.current);
    refining.current = false;
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="search-box">
      <label htmlFor={id} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <span className="search-box__icon" aria-hidden="true">
        ⌕
      </span>
      <input
        id={id}
        className="input search-box__input"
        type="search"
        placeholder={SEARCH_LABEL}
        autoComplete="off"
        // The core refuses a longer search (400): the box cannot hold one, so the list never fails on it.
        maxLength={SEARCH_MAX}
        value={text}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            sent.current = normalise(typed);
            latestOnSearch.current(sent.current, refining.current);
            refining.current = true;
          }, SEARCH_DEBOUNCE_MS);
        }}
        onBlur={() => {
          refining.current = false;
        }}
      />
    </div>
  );
}
