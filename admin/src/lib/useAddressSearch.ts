import { useEffect, useRef, useState } from 'react';
import { useDebounced } from './useDebounced.ts';

/** The address's search as the box writes it: blank means no search. */
export function addressQuery(typed: string): string {
  return typed.trim() === '' ? '' : typed;
}

/**
 * What the box shows once the address's search becomes `q`. `wrote` is what the typing last wrote there: the
 * router renders that a moment later, when the person may already have typed further, so the box keeps its
 * keys. Any other change (back button, a link to the bare list) is followed.
 */
export function boxAfterAddress(box: string, q: string, wrote: string | null): string {
  if (wrote !== null && q === wrote) return box;
  return box.trim() === q.trim() ? box : q;
}

/**
 * The search box of a list whose search lives in the address (?q=). `q` is the address's value and `write`
 * puts a new one there; the box writes only once the typing pauses for `ms`. Returns the box's value, its
 * setter and the paused value.
 */
export function useAddressSearch(q: string, write: (q: string) => void, ms = 300) {
  const [search, setSearch] = useState(q);
  const debounced = useDebounced(search, ms);
  const wrote = useRef<string | null>(null);
  useEffect(() => {
    if (debounced.trim() === q.trim()) return;
    wrote.current = addressQuery(debounced);
    write(wrote.current);
    // Only the typing writes the address (`write` is a new function on every render, so it is left out).
  }, [debounced]);
  useEffect(() => {
    const typed = wrote.current;
    setSearch((box) => boxAfterAddress(box, q, typed));
    if (q !== typed) wrote.current = null;
  }, [q]);
  return [search, setSearch, debounced] as const;
}
