import { useGetList } from 'react-admin';
import { SITE_WIDE_LABEL } from './model.ts';

export { SITE_WIDE_LABEL };

interface PackageOption {
  id: string;
  title: string;
  status: string;
}

/** Every package (drafts too, marked), by title: what an FAQ may belong to. */
export function usePackageOptions() {
  const { data } = useGetList<PackageOption>('packages', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'title', order: 'ASC' },
  });
  return data ?? [];
}

export function packageLabel(options: readonly PackageOption[], packageId: string | null): string {
  if (!packageId) return SITE_WIDE_LABEL;
  const p = options.find((o) => o.id === packageId);
  if (!p) return 'Paket';
  return p.status === 'draft' ? `${p.title} (draf)` : p.title;
}
