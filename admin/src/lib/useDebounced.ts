import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (a search box writes the address after the typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}
