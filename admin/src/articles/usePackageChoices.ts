import { useGetList } from 'react-admin';
import type { PackageChoice } from './ArticleForm.tsx';

/** Every package, by title, as the article form offers them (related cards and links in the body). */
export function usePackageChoices(): PackageChoice[] {
  const { data } = useGetList<{ id: string; title: string; slug: string; category: string; status: string }>(
    'packages',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
      meta: { columns: ['id', 'title', 'slug', 'category', 'status'] },
    },
    { retry: 1, staleTime: 30_000 },
  );
  return (data ?? []).map((p) => ({
    id: p.id,
    title: p.title,
    // The site's package address (src/lib/seo.ts packagePath).
    path: `/${p.category}/${p.slug}`,
    active: p.status === 'active',
  }));
}
