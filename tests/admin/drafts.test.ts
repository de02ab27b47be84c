import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, createDraftStore, draftKey, type DraftStorage } from '../../admin/src/lib/drafts.ts';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

function setup(start = 1_000_000) {
  const storage = memoryStorage();
  let now = start;
  const store = createDraftStore(
    () => storage,
    () => now,
  );
  return { storage, store, tick: (ms: number) => (now += ms) };
}

describe('draftKey', () => {
  it('names the resource and the record, "new" for a form that creates one', () => {
    expect(draftKey('packages', 'abc')).toBe('packages:abc');
    expect(draftKey('hotels', 7)).toBe('hotels:7');
    expect(draftKey('features')).toBe('features:new');
    expect(draftKey('features', null)).toBe('features:new');
    expect(draftKey('features', '')).toBe('features:new');
  });
});

describe('draft store', () => {
  it('gives back what was written, per key, until cleared', () => {
    const { store } = setup();
    store.write('packages:a', { tagline: 'Diketik' });
    store.write('packages:b', { tagline: 'Lain' });
    expect(store.read('packages:a')?.values).toEqual({ tagline: 'Diketik' });
    expect(store.read('packages:b')?.values).toEqual({ tagline: 'Lain' });
    store.clear('packages:a');
    expect(store.read('packages:a')).toBeNull();
    expect(store.read('packages:b')).not.toBeNull();
  });

  it('a newer write replaces the older one', () => {
    const { store, tick } = setup();
    store.write('hotels:1', { name: 'A' });
    tick(1000);
    store.write('hotels:1', { name: 'AB' });
    expect(store.read('hotels:1')?.values).toEqual({ name: 'AB' });
  });

  it('lists the drafts of one resource, newest first, and no other resource', () => {
    const { store, tick } = setup();
    store.write('features:new', { title: 'Baru' });
    tick(10);
    store.write('features:9', { title: 'Ubah' });
    store.write('featuresX:1', { title: 'bukan' });
    store.write('faqs:new', { question: 'Q' });
    expect(store.keysOf('features')).toEqual(['features:9', 'features:new']);
    expect(store.keysOf('faqs')).toEqual(['faqs:new']);
  });

  it('drops a draft older than a day instead of offering it', () => {
    const { store, storage, tick } = setup();
    store.write('packages:a', { tagline: 'Lama' });
    tick(DRAFT_MAX_AGE_MS + 1);
    expect(store.read('packages:a')).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('ignores and removes what is not a draft (hand-edited or from another version)', () => {
    const { store, storage } = setup();
    storage.setItem('admin_draft:packages:a', '{not json');
    storage.setItem('admin_draft:packages:b', JSON.stringify({ tagline: 'tanpa bungkus' }));
    expect(store.read('packages:a')).toBeNull();
    expect(store.read('packages:b')).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('clearAll removes every draft and leaves the rest of the storage alone', () => {
    const { store, storage } = setup();
    storage.setItem('admin_session_notice', 'Sesi berakhir');
    store.write('packages:a', {});
    store.write('features:new', {});
    store.clearAll();
    expect([...storage.map.keys()]).toEqual(['admin_session_notice']);
  });

  it('works without a storage (nothing kept, nothing thrown)', () => {
    const store = createDraftStore(() => null);
    store.write('packages:a', { x: 1 });
    expect(store.read('packages:a')).toBeNull();
    expect(store.keysOf('packages')).toEqual([]);
    store.clearAll();
  });

  it('a full storage does not turn the failed save into an exception', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    const store = createDraftStore(() => storage);
    expect(() => store.write('packages:a', { x: 1 })).not.toThrow();
  });
});
