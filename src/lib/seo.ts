/** Titles, canonical URLs and schema.org JSON-LD for every page. Pure: no I/O. */
import { mapEmbedCoordinates } from '../../domain/map-embed.ts';
import {
  DEFAULT_SITE_NAME,
  SITE_TAGLINE,
  TITLE_MAX,
  clip,
  CATEGORY_LABEL,
  ROOM_TYPES,
  availabilityOf,
  cleanWhatsappNumber,
  departurePrice,
  formatDateId,
  licences,
  memberships,
  nextOpenDeparture,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
  youtubeWatchUrl,
  type ContactContent,
  type Faq,
  type LegalInfo,
  type Package,
  type SitePackage,
  type SiteSettings,
  type Testimonial,
} from '../../domain/index.ts';

export { TITLE_MAX, DESCRIPTION_MAX, clip, metaDescription } from '../../domain/search-text.ts';

/**
 * Search results show about 60 characters. Home: "Site name — tagline". Inner pages: "Page — Site name", or
 * "Page — Brand" (the site name's first word) when that is too long, the page name clipped last.
 */
export function documentTitle(siteName: string, page?: string): string {
  const name = siteName || DEFAULT_SITE_NAME;
  if (!page) {
    const full = `${name} — ${SITE_TAGLINE}`;
    return full.length <= TITLE_MAX ? full : clip(name, TITLE_MAX);
  }
  const long = `${page} — ${name}`;
  if (long.length <= TITLE_MAX) return long;
  const brand = name.split(/\s+/)[0]!;
  const suffix = ` — ${brand}`;
  return `${clip(page, TITLE_MAX - suffix.length)}${suffix}`;
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

function organizationId(siteUrl: string): string {
  return `${canonicalUrl(siteUrl, '/')}#organization`;
}

/** "Jl. KH. Mas Mansyur No. 45, Tanah Abang, Jakarta Pusat 10220" -> street (with district), city, postal code. */
export function postalAddress(address: string) {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  const postal = /\b(\d{5})\b/.exec(last)?.[1];
  const locality = last.replace(/\b\d{5}\b/, '').trim();
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.length > 1 ? parts.slice(0, -1).join(', ') : address.trim(),
    ...(locality ? { addressLocality: locality } : {}),
    ...(postal ? { postalCode: postal } : {}),
    addressCountry: 'ID',
  };
}

/**
 * Legalitas in the agency's JSON-LD as schema.org allows it on an Organization: legalName, the NIB as an
 * identifier, the licences and the accreditation as hasCredential (EducationalOccupationalCredential, a
 * CreativeWork: dateCreated, expires), recognised by the ministry or the accrediting body, and the
 * associations as memberOf. An empty fact adds nothing.
 */
export function legalLd(legal: LegalInfo) {
  const ministry = legal.ministryName
    ? {
        '@type': 'GovernmentOrganization',
        name: legal.ministryName,
        ...(legal.ministryUrl ? { url: legal.ministryUrl } : {}),
      }
    : undefined;
  const credentials = [
    ...licences(legal).map((l) => ({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: `Izin ${l.kind} (${l.name})`,
      identifier: l.number,
      ...(l.date ? { dateCreated: l.date } : {}),
      ...(ministry ? { recognizedBy: ministry } : {}),
    })),
    ...(legal.accreditationGrade
      ? [
          {
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'accreditation',
            name: `Akreditasi ${legal.accreditationGrade}`,
            ...(legal.accreditationValidUntil ? { expires: legal.accreditationValidUntil } : {}),
            ...(legal.accreditationBody
              ? { recognizedBy: { '@type': 'Organization', name: legal.accreditationBody } }
              : {}),
          },
        ]
      : []),
  ];
  const members = memberships(legal);
  return {
    ...(legal.companyName ? { legalName: legal.companyName } : {}),
    ...(legal.nib ? { identifier: { '@type': 'PropertyValue', propertyID: 'NIB', value: legal.nib } } : {}),
    ...(credentials.length ? { hasCredential: credentials } : {}),
    ...(members.length ? { memberOf: members.map((name) => ({ '@type': 'Organization', name })) } : {}),
  };
}

export function travelAgencyLd(
  settings: SiteSettings,
  contact: ContactContent,
  siteUrl: string,
  image?: string,
  legal?: LegalInfo,
) {
  const sameAs = Object.values(settings.socialMedia).filter(Boolean);
  // Where the contact page's map points, so the two never disagree. No opening hours: the contact page states
  // them as the owner writes them, which is no schema.org form.
  const geo = mapEmbedCoordinates(contact.googleMapsEmbed);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': organizationId(siteUrl),
    name: settings.siteName,
    description: settings.siteDescription,
    url: canonicalUrl(siteUrl, '/'),
    // Without an uploaded logo the icon drawn from the site mark stands in.
    logo: absoluteUrl(siteUrl, settings.logo || '/icon-512.png'),
    ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
    telephone: settings.contactPhone,
    email: settings.contactEmail,
    ...(contact.address.trim() ? { address: postalAddress(contact.address) } : {}),
    ...(geo ? { geo: { '@type': 'GeoCoordinates', ...geo } } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: cleanWhatsappNumber(settings.whatsappNumber),
        availableLanguage: ['id'],
      },
    ],
    ...(sameAs.length ? { sameAs } : {}),
    ...(legal ? legalLd(legal) : {}),
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

/**
 * TouristTrip with one Offer per upcoming departure and room type: the price is the departure's
 * override or the package's, availability InStock / LimitedAvailability (≤ 10 seats) / SoldOut, and the offer
 * is valid through the departure date. A package without an upcoming departure offers its rooms undated.
 */
export function touristTripLd(pkg: SitePackage, siteUrl: string) {
  const url = canonicalUrl(siteUrl, packagePath(pkg));
  const rooms = ROOM_TYPES.filter((r) => departurePrice(null, pkg, r.key) !== null);
  const base = (r: (typeof ROOM_TYPES)[number]) => `${CATEGORY_LABEL[pkg.category]} ${r.label} (${r.people} orang)`;
  const seller = { '@id': organizationId(siteUrl) };
  const offers = pkg.departures.length
    ? pkg.departures.flatMap((d) =>
        rooms.map((r) => ({
          '@type': 'Offer',
          name: `${base(r)}, berangkat ${formatDateId(d.depart_on)}`,
          price: departurePrice(d, pkg, r.key),
          priceCurrency: 'IDR',
          availability: `https://schema.org/${availabilityOf(d)}`,
          validThrough: d.depart_on,
          url,
          seller,
        })),
      )
    : rooms.map((r) => ({
        '@type': 'Offer',
        name: base(r),
        price: departurePrice(null, pkg, r.key),
        priceCurrency: 'IDR',
        availability: 'https://schema.org/InStock',
        url,
        seller,
      }));
  const next = nextOpenDeparture(pkg.departures);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: pkg.title,
    description: pkg.tagline || pkg.description,
    url,
    ...(pkg.images.length ? { image: pkg.images.map((i) => absoluteUrl(siteUrl, i)) } : {}),
    touristType: pkg.category === 'haji' ? 'Jamaah haji' : 'Jamaah umroh',
    ...(next ? { departureTime: next.depart_on } : {}),
    ...(pkg.location ? { itinerary: { '@type': 'Place', name: pkg.location } } : {}),
    provider: { '@id': organizationId(siteUrl) },
    offers,
  };
}

/** FAQPage JSON-LD (schema.org Question / Answer); null when there is nothing to mark up. */
export function faqPageLd(faqs: Pick<Faq, 'question' | 'answer'>[], siteUrl: string, path: string) {
  if (faqs.length === 0) return null;
  const url = canonicalUrl(siteUrl, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/**
 * BlogPosting JSON-LD of an article: written and published by the agency (the TravelAgency every page
 * describes, by its @id), images as absolute URLs, the article's own page as its main entity.
 */
export function blogPostingLd(
  article: { headline: string; description: string; path: string; published: string; modified: string },
  images: string[],
  siteName: string,
  siteUrl: string,
) {
  const url = canonicalUrl(siteUrl, article.path);
  const agency = {
    '@type': 'TravelAgency',
    '@id': organizationId(siteUrl),
    name: siteName,
    url: canonicalUrl(siteUrl, '/'),
  };
  const image = [...new Set(images.filter(Boolean).map((i) => absoluteUrl(siteUrl, i)))];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.headline,
    description: article.description,
    datePublished: article.published,
    dateModified: article.modified || article.published,
    ...(image.length ? { image } : {}),
    author: agency,
    publisher: agency,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'id-ID',
  };
}

/**
 * An album as schema.org ImageGallery: its photos (those a visitor may see: the album's own list, already
 * consented only) as ImageObjects with their captions, and the package it documents when the site sells it.
 */
export function imageGalleryLd(
  album: {
    name: string;
    description: string;
    path: string;
    /** 'YYYY-MM-DD', the trip. */
    taken: string;
    published: string | null;
    modified: string;
    photos: { url: string; caption: string }[];
    packagePath: string | null;
  },
  siteName: string,
  siteUrl: string,
) {
  const url = canonicalUrl(siteUrl, album.path);
  const agency = { '@type': 'TravelAgency', '@id': organizationId(siteUrl), name: siteName };
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    '@id': `${url}#gallery`,
    name: album.name,
    ...(album.description ? { description: album.description } : {}),
    url,
    ...(album.taken ? { contentReferenceTime: album.taken } : {}),
    ...(album.published ? { datePublished: album.published } : {}),
    dateModified: album.modified,
    inLanguage: 'id-ID',
    author: agency,
    publisher: agency,
    ...(album.packagePath ? { about: { '@type': 'TouristTrip', url: canonicalUrl(siteUrl, album.packagePath) } } : {}),
    image: album.photos.map((p) => ({
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(siteUrl, p.url),
      ...(p.caption ? { caption: p.caption } : {}),
    })),
  };
}

/**
 * A video testimonial as schema.org VideoObject. The upload date is the testimonial's own (when the agency
 * published it): the video's date on YouTube is not known without asking YouTube. The thumbnail is the
 * site's copy when the build has one, else YouTube's.
 */
export function videoObjectLd(
  t: Pick<Testimonial, 'name' | 'content' | 'created_at'>,
  videoId: string,
  thumbnailPath: string | null,
  siteUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: `Video testimoni ${t.name}`,
    description: t.content,
    thumbnailUrl: thumbnailPath ? absoluteUrl(siteUrl, thumbnailPath) : youtubeThumbnailUrl(videoId),
    uploadDate: t.created_at,
    embedUrl: youtubeEmbedUrl(videoId),
    contentUrl: youtubeWatchUrl(videoId),
  };
}
