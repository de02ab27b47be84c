import { useGetList } from 'react-admin';

/** A package a partner's link may open. */
export interface PackageChoice {
  id: string;
  title: string;
  /** Only an active package is opened by the link; otherwise the home page is. */
  active: boolean;
}

/** Every package, by title; null while they load. */
export function usePackageChoices(): PackageChoice[] | null {
  const { data } = useGetList<{ id: string; title: string; status: string }>(
    'packages',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
      meta: { columns: ['id', 'title', 'status'] },
    },
    { retry: 1, staleTime: 30_000 },
  );
  return data ? data.map((p) => ({ id: p.id, title: p.title, active: p.status === 'active' })) : null;
}
