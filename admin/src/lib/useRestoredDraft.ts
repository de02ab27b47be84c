import { useState } from 'react';
import { drafts } from './drafts.ts';

/**
 * The draft kept under `key` when the session ended (lib/drafts.ts), read
 * once when the form's screen opens. `discard` drops it; `version` changes
 * then, for a `key` that remounts the form with the stored record.
 */
export function useRestoredDraft<V>(key: string) {
  const [state, setState] = useState(() => ({ key, values: drafts.read<V>(key)?.values ?? null, version: 0 }));
  // Another record on the same screen (the route's id changed): its own draft, if any.
  if (state.key !== key) setState({ key, values: drafts.read<V>(key)?.values ?? null, version: state.version + 1 });
  return {
    restored: state.key === key ? state.values : null,
    version: state.version,
    discard: () => {
      drafts.clear(key);
      setState((s) => ({ ...s, values: null, version: s.version + 1 }));
    },
  };
}
