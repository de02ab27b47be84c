import { beforeAll, describe, expect, it } from 'vitest';

// The providers read the admin's origin at import; the calls themselves are not made here.
beforeAll(() => {
  (globalThis as { window?: unknown }).window ??= Object.assign(new EventTarget(), {
    location: new URL('http://localhost:54399/admin/'),
  });
});

describe('lazy data provider (the login page does not load the real one)', () => {
  it('offers every method of the real provider', async () => {
    const { dataProvider: lazy } = await import('../../admin/src/providers/lazyDataProvider.ts');
    const { dataProvider: real } = await import('../../admin/src/providers/dataProvider.ts');
    const methods = (o: object) =>
      Object.entries(o)
        .filter(([, v]) => typeof v === 'function')
        .map(([k]) => k)
        .sort();
    // ra-supabase's own extras (raw HTTP, OpenAPI schema) are not used by the admin.
    const unused = new Set(['supabaseClient', 'getSchema']);
    expect(methods(lazy)).toEqual(methods(real).filter((m) => !unused.has(m)));
    // The first import of react-admin and ra-supabase is transformed on the spot: slow on a busy machine.
  }, 60_000);
});
