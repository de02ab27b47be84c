/**
 * Search and share text of the package pages, and their share cards (src/lib/share-card.ts), computed once per
 * build for all packages so that no two pages get the same title.
 */
import {
  SITE_TAGLINE,
  homeCardText,
  listCardText,
  packageCardText,
  packageDescription,
  packageSearchFacts,
  packageTitleCandidates,
  uniqueTitles,
  type Category,
  type ShareCardText,
  type SitePackage,
} from '../../domain/index.ts';
import { getContent, getPackages, getPackagesByCategory } from './data.ts';
import { isDev } from './env.ts';
import { SHARE_CARD, shareCard, shareCardFile } from './share-card.ts';

export interface PackageShare {
  /** The whole document title (no site name added after it). */
  title: string;
  description: string;
  card: ShareCardText;
  /** The card's path on the site. */
  cardPath: string;
}

/** Where a package's card is published: /og/umroh/umroh-hemat-9-hari.jpg. */
export function packageCardPath(pkg: Pick<SitePackage, 'category' | 'slug'>): string {
  return `/og/${pkg.category}/${pkg.slug}.jpg`;
}

let texts: Promise<Map<string, PackageShare>> | null = null;

/** Every package's title, description and card text, by package id. */
export function packageShares(): Promise<Map<string, PackageShare>> {
  if (texts && !isDev()) return texts;
  texts = (async () => {
    const [packages, { settings }] = await Promise.all([getPackages(), getContent()]);
    return sharesOf(packages, settings.siteName);
  })();
  return texts;
}

function sharesOf(packages: SitePackage[], siteName: string): Map<string, PackageShare> {
  const facts = packages.map(packageSearchFacts);
  // Other pages end in "— <site name>" (documentTitle), package pages in "| <brand>": they cannot meet.
  const titles = uniqueTitles(facts.map((f) => packageTitleCandidates(f, siteName)));
  return new Map(
    packages.map((pkg, i) => [
      pkg.id,
      {
        title: titles[i]!,
        description: packageDescription(facts[i]!, pkg),
        card: packageCardText(facts[i]!, siteName),
        cardPath: packageCardPath(pkg),
      },
    ]),
  );
}

/** A draft's text as its page would have it once published, beside the packages published now. */
export async function previewPackageShare(pkg: SitePackage): Promise<PackageShare> {
  const [packages, { settings }] = await Promise.all([getPackages(), getContent()]);
  return sharesOf([...packages.filter((p) => p.id !== pkg.id), pkg], settings.siteName).get(pkg.id)!;
}

export async function packageShare(pkg: Pick<SitePackage, 'id'>): Promise<PackageShare> {
  const share = (await packageShares()).get(pkg.id);
  if (!share) throw new Error(`Paket ${pkg.id} tidak ada di antara paket yang dibangun.`);
  return share;
}

/** Photos are read from Storage (absolute URLs); a site-relative image is not there until the deploy. */
function cardPhoto(pkg: Pick<SitePackage, 'images'>): string | null {
  const first = pkg.images[0];
  return first && /^https?:\/\//.test(first) ? first : null;
}

/** The card of a package, as a file of the card cache (what a build links into the site). */
export async function packageCardFile(pkg: Pick<SitePackage, 'id' | 'images'>): Promise<string> {
  return shareCardFile((await packageShare(pkg)).card, cardPhoto(pkg));
}

/** The card of a package, drawn on request (`astro dev`). */
export async function packageCardImage(pkg: Pick<SitePackage, 'id' | 'images'>): Promise<Buffer> {
  return shareCard((await packageShare(pkg)).card, cardPhoto(pkg));
}

export const PACKAGE_CARD = SHARE_CARD;

/** The home page's and the two lists' cards: where they are published, their text and their photo. */
export interface PageShare {
  card: ShareCardText;
  cardPath: string;
  photo: string | null;
}

export const HOME_CARD_PATH = '/og/beranda.jpg';
export const listCardPath = (category: Category) => `/og/${category}.jpg`;

/** The home page's card, over the hero's photo. */
export async function homeShare(): Promise<PageShare> {
  const [packages, { settings, home }] = await Promise.all([getPackages(), getContent()]);
  const hero = home.hero.backgroundImage;
  return {
    card: homeCardText(settings.siteName, SITE_TAGLINE, packages.map(packageSearchFacts)),
    cardPath: HOME_CARD_PATH,
    photo: hero && /^https?:\/\//.test(hero) ? hero : null,
  };
}

/** A list's card, over the photo of the first listed package that has one. */
export async function listShare(category: Category): Promise<PageShare> {
  const [listed, { settings }] = await Promise.all([getPackagesByCategory(category), getContent()]);
  return {
    card: listCardText(category, listed.map(packageSearchFacts), settings.siteName),
    cardPath: listCardPath(category),
    photo: listed.map(cardPhoto).find((url) => url !== null) ?? null,
  };
}
