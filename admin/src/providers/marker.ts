/** The local marker the guard requires next to a valid session. */
export const ADMIN_TOKEN_KEY = 'admin_token';
export const ADMIN_TOKEN_VALUE = 'authenticated';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function hasMarker(store: KeyValueStore = localStorage): boolean {
  return store.getItem(ADMIN_TOKEN_KEY) === ADMIN_TOKEN_VALUE;
}

export function setMarker(store: KeyValueStore = localStorage): void {
  store.setItem(ADMIN_TOKEN_KEY, ADMIN_TOKEN_VALUE);
}

export function clearMarker(store: KeyValueStore = localStorage): void {
  store.removeItem(ADMIN_TOKEN_KEY);
}
