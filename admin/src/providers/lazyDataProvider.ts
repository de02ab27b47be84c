import type { AdminDataProvider } from './dataProvider.ts';

/**
 * Every method of the data provider, named here so react-admin gets a plain
 * object at start-up while the provider itself (ra-data-postgrest, qs,
 * supabase-js's data client: ~20 KB gzip) loads with the first data call,
 * never for the login page. tests/admin/lazy-data-provider.test.ts checks the
 * list against the real provider.
 */
const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'getPageContent',
  'savePageContent',
  'dashboardSummary',
  'uploadImage',
  'deleteMedia',
  'mediaUsage',
  'packageHotels',
  'savePackageHotel',
  'removePackageHotel',
  'hotelPackages',
  'packageChecks',
  'reportReferencePrice',
  'referencePrice',
  'setReferencePrice',
] as const satisfies readonly (keyof AdminDataProvider)[];

let loading: Promise<AdminDataProvider> | null = null;

function load(): Promise<AdminDataProvider> {
  loading ??= import('./dataProvider.ts').then(
    (m) => m.dataProvider,
    (error: unknown) => {
      // A failed download (offline, new deploy) is not remembered: the next call tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const dataProvider = Object.fromEntries(
  METHODS.map((name) => [
    name,
    async (...args: unknown[]) => {
      const provider = await load();
      return (provider[name] as (...a: unknown[]) => unknown)(...args);
    },
  ]),
) as unknown as AdminDataProvider;
