import type { APIRoute, GetStaticPaths } from 'astro';
import type { SitePackage } from '../../../../domain/index.ts';
import { pageKey } from '../../../lib/build-keys.ts';
import { getPackages } from '../../../lib/data.ts';
import { PACKAGE_CARD, packageCardImage } from '../../../lib/share.ts';

/** Each package's share card (og:image), drawn at build time: src/lib/share-card.ts. */
export const getStaticPaths = (async () =>
  Promise.all(
    (await getPackages()).map(async (pkg) => ({
      params: { category: pkg.category, slug: pkg.slug },
      props: { pkg },
      cacheKey: await pageKey('package-card', pkg),
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ pkg: SitePackage }> = async ({ props }) =>
  new Response(new Uint8Array(await packageCardImage(props.pkg)), {
    headers: { 'Content-Type': PACKAGE_CARD.type },
  });
