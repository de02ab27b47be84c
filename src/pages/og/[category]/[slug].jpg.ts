import type { APIRoute, GetStaticPaths } from 'astro';
import type { SitePackage } from '../../../../domain/index.ts';
import { pageKey } from '../../../lib/build-keys.ts';
import { getPackages } from '../../../lib/data.ts';
import { isDev } from '../../../lib/env.ts';
import { PACKAGE_CARD, packageCardFile, packageCardImage, packageCardPath } from '../../../lib/share.ts';
import { publishCards } from '../../../lib/share-card-files.ts';

/**
 * Each package's share card (og:image), drawn at build time: src/lib/share-card.ts. A build links the cards into
 * the site (src/lib/share-card-files.ts) rather than rendering them as pages; `astro dev` draws one on request.
 */
export const getStaticPaths = (async () => {
  const packages = await getPackages();
  if (isDev()) return packages.map((pkg) => ({ params: { category: pkg.category, slug: pkg.slug }, props: { pkg } }));
  await publishCards(
    'packages',
    await Promise.all(
      packages.map(async (pkg) => ({
        path: packageCardPath(pkg),
        key: await pageKey('package-card', pkg),
        file: () => packageCardFile(pkg),
      })),
    ),
  );
  return [];
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ pkg: SitePackage }> = async ({ props }) =>
  new Response(new Uint8Array(await packageCardImage(props.pkg)), {
    headers: { 'Content-Type': PACKAGE_CARD.type },
  });
