/** Titles, canonical URLs and schema.org JSON-LD for every page. Pure: no I/O. */
import {
  DEFAULT_SITE_NAME,
  SITE_TAGLINE,
  CATEGORY_LABEL,
  ROOM_TYPES,
  cleanWhatsappNumber,
  type ContactContent,
  type Package,
  type SiteSettings,
} from '../domain/index.ts';

/** SPEC §2: the document title is the site name plus a fixed tagline; inner pages put their own name first. */
export function documentTitle(siteName: string, page?: string): string {
  const base = `${siteName || DEFAULT_SITE_NAME} - ${SITE_TAGLINE}`;
  return page ? `${page} | ${base}` : base;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (!pathOrUrl) return '';
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Canonical page URL without a trailing slash (except the root). */
export function canonicalUrl(siteUrl: string, path: string): string {
  const clean = path === '/' ? '/' : `/${path.replace(/^\/+|\/+$/g, '')}`;
  return `${siteUrl.replace(/\/+$/, '')}${clean}`;
}

/**
 * JSON for a <script type="application/ld+json"> body. Text the admin typed
 * must not be able to close the script element, so <, >, & and the JS line
 * separators are written as \u escapes (still the same JSON value).
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function organizationId(siteUrl: string): string {
  return `${canonicalUrl(siteUrl, '/')}#organization`;
}

export function travelAgencyLd(settings: SiteSettings, contact: ContactContent, siteUrl: string, image?: string) {
  const sameAs = Object.values(settings.socialMedia).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': organizationId(siteUrl),
    name: settings.siteName,
    description: settings.siteDescription,
    url: canonicalUrl(siteUrl, '/'),
    ...(settings.logo ? { logo: absoluteUrl(siteUrl, settings.logo) } : {}),
    ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
    telephone: settings.contactPhone || contact.phone1,
    email: settings.contactEmail || contact.email1,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.contactAddress || contact.address,
      addressCountry: 'ID',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: cleanWhatsappNumber(settings.whatsappNumber),
        availableLanguage: ['id'],
      },
    ],
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: canonicalUrl(siteUrl, c.path),
    })),
  };
}

export function packagePath(pkg: Pick<Package, 'category' | 'slug'>): string {
  return `/${pkg.category}/${pkg.slug}`;
}

export function touristTripLd(pkg: Package, siteUrl: string) {
  const url = canonicalUrl(siteUrl, packagePath(pkg));
  const offers = ROOM_TYPES.filter((r) => typeof pkg[r.key] === 'number' && (pkg[r.key] as number) > 0).map((r) => ({
    '@type': 'Offer',
    name: `${CATEGORY_LABEL[pkg.category]} ${r.label} (${r.people} orang)`,
    price: pkg[r.key],
    priceCurrency: 'IDR',
    availability: 'https://schema.org/InStock',
    url,
    seller: { '@id': organizationId(siteUrl) },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: pkg.title,
    description: pkg.tagline || pkg.description,
    url,
    ...(pkg.images.length ? { image: pkg.images.map((i) => absoluteUrl(siteUrl, i)) } : {}),
    touristType: pkg.category === 'haji' ? 'Jamaah haji' : 'Jamaah umroh',
    ...(pkg.departure ? { departureTime: pkg.departure } : {}),
    ...(pkg.location ? { itinerary: { '@type': 'Place', name: pkg.location } } : {}),
    provider: { '@id': organizationId(siteUrl) },
    offers,
  };
}
