import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/constants';

/** The value once it has stopped changing for `ms` (300 ms by default, the search debounce of SPEC §9). */
export function useDebouncedValue<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
