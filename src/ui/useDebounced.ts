import { useEffect, useState } from 'react';

/** The app's one debounce: `value` once it has stopped changing for `ms` milliseconds (at once when `ms` <= 0). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (ms <= 0) return undefined;
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return ms <= 0 ? value : debounced;
}
