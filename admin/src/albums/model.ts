/**
 * The album form ("Dokumentasi"): what the owner types, the checks beside each field, and what save_album
 * receives. The database checks the same bounds (supabase/migrations/*_albums.sql). Pure.
 */
import {
  ALBUM_MESSAGES,
  COLUMN_LIMITS,
  FIELD_MESSAGES,
  MAX_ALBUM_PHOTOS,
  albumSlug,
  charCount,
  imageUrlError,
  tooLongMessage,
  type Album,
  type AlbumPhoto,
  type AlbumStatus,
  type FieldErrors,
} from '../domain.ts';

const LIMITS = COLUMN_LIMITS.albums;
const PHOTO_LIMITS = COLUMN_LIMITS.album_photos;

/** The bounds of albums_taken_on_check. */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

/** One photo as the form holds it. */
export interface AlbumPhotoDraft {
  /** React's key: the stored id, or one made up for a photo not saved yet (never sent). */
  key: string;
  /** Absent for a photo added in this form: save_album inserts it. */
  id?: string;
  imageUrl: string;
  caption: string;
  consent: boolean;
}

export interface AlbumDraft {
  title: string;
  slug: string;
  /** The slug follows the title until the owner edits it (or the album is stored). */
  slugEdited: boolean;
  /** yyyy-mm-dd, '' when blank, or the text as typed while it is not a date (lib/DateInput.tsx). */
  takenOn: string;
  description: string;
  packageId: string;
  departureId: string;
  status: AlbumStatus;
  photos: AlbumPhotoDraft[];
}

/** The fields an error can be shown beside; a photo's caption is `photos.<index>.caption`. */
export type AlbumField = 'title' | 'slug' | 'takenOn' | 'description' | 'packageId' | 'departureId' | 'photos';

/** What save_album takes: the album's columns and its whole photo list in order. */
export type AlbumPayload = {
  title: string;
  slug: string;
  description: string;
  taken_on: string;
  package_id: string | null;
  departure_id: string | null;
  status: AlbumStatus;
  photos: AlbumPhoto[];
};

/** A row of public.departure_choices (what the departure select offers). */
export interface AlbumDepartureChoice {
  id: string;
  package_id: string;
  depart_on: string;
  package_title: string;
}

export function emptyAlbum(): AlbumDraft {
  return {
    title: '',
    slug: '',
    slugEdited: false,
    takenOn: '',
    description: '',
    packageId: '',
    departureId: '',
    status: 'draft',
    photos: [],
  };
}

export function albumToDraft(a: Partial<Album>): AlbumDraft {
  return {
    title: a.title ?? '',
    slug: a.slug ?? '',
    slugEdited: true,
    takenOn: a.taken_on ?? '',
    description: a.description ?? '',
    packageId: a.package_id ?? '',
    departureId: a.departure_id ?? '',
    status: a.status === 'published' ? 'published' : 'draft',
    photos: (Array.isArray(a.photos) ? a.photos : []).map((p, i) => ({
      key: p.id ?? `stored-${i}`,
      ...(p.id ? { id: p.id } : {}),
      imageUrl: p.image_url ?? '',
      caption: p.caption ?? '',
      consent: p.consent === true,
    })),
  };
}

/** A typed title moves the slug along while the owner has not chosen one. */
export function withTitle(d: AlbumDraft, title: string): AlbumDraft {
  return d.slugEdited ? { ...d, title } : { ...d, title, slug: title.trim() ? albumSlug(title) : '' };
}

/**
 * Photos added from uploads or the media library, unconsented (the owner confirms consent photo by photo), after
 * the ones already there. `keys` are their React keys. Only as many as the album still has room for are added.
 */
export function withAddedPhotos(d: AlbumDraft, urls: readonly string[], keys: readonly string[]): AlbumDraft {
  const added = urls
    .slice(0, photoRoom(d))
    .map((imageUrl, i) => ({ key: keys[i] ?? `new-${d.photos.length + i}`, imageUrl, caption: '', consent: false }));
  return { ...d, photos: [...d.photos, ...added] };
}

/** How many more photos the album may take (save_album refuses more than MAX_ALBUM_PHOTOS). */
export function photoRoom(d: Pick<AlbumDraft, 'photos'>): number {
  return Math.max(0, MAX_ALBUM_PHOTOS - d.photos.length);
}

/** The photo at `from` moved to `to` (clamped); the others keep their order. */
export function movePhoto(d: AlbumDraft, from: number, to: number): AlbumDraft {
  if (from < 0 || from >= d.photos.length) return d;
  const target = Math.max(0, Math.min(d.photos.length - 1, to));
  if (target === from) return d;
  const photos = [...d.photos];
  const [moved] = photos.splice(from, 1);
  photos.splice(target, 0, moved!);
  return { ...d, photos };
}

export function withPhoto(
  d: AlbumDraft,
  index: number,
  patch: Partial<Omit<AlbumPhotoDraft, 'key' | 'id'>>,
): AlbumDraft {
  return { ...d, photos: d.photos.map((p, i) => (i === index ? { ...p, ...patch } : p)) };
}

export function withoutPhoto(d: AlbumDraft, index: number): AlbumDraft {
  return { ...d, photos: d.photos.filter((_, i) => i !== index) };
}

/** The index of the cover: the first photo whose people agreed (an unconsented photo is never a cover), or -1. */
export function coverIndex(photos: readonly Pick<AlbumPhotoDraft, 'consent'>[]): number {
  return photos.findIndex((p) => p.consent);
}

/** The departure's date for an empty trip date: choosing a departure never overwrites a date already typed. */
export function withDeparture(
  d: AlbumDraft,
  departure: Pick<AlbumDepartureChoice, 'id' | 'package_id' | 'depart_on'> | null,
): AlbumDraft {
  if (!departure) return { ...d, departureId: '' };
  return {
    ...d,
    departureId: departure.id,
    packageId: departure.package_id,
    takenOn: d.takenOn.trim() ? d.takenOn : departure.depart_on,
  };
}

/** Another package: a departure of the previous one no longer fits. */
export function withPackage(d: AlbumDraft, packageId: string): AlbumDraft {
  return packageId === d.packageId ? d : { ...d, packageId, departureId: '' };
}

const tooLong = (value: string, max: number) => charCount(value) > max;

export const photoCaptionField = (index: number) => `photos.${index}.caption`;

function takenOnValid(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, day] = v.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, day));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === day;
  return real && v >= FIRST_DAY && v <= LAST_DAY;
}

/**
 * The checks beside each field. Publishing needs at least one photo whose people agreed: an album published
 * without one shows nothing on the site, so it is refused beside the photos, not saved half-right.
 */
export function albumErrors(d: AlbumDraft): FieldErrors {
  const e: FieldErrors = {};
  const title = d.title.trim();
  if (!title) e.title = FIELD_MESSAGES.required;
  else if (tooLong(title, LIMITS.title.max)) e.title = tooLongMessage(LIMITS.title.max);
  if (!d.slug) e.slug = FIELD_MESSAGES.required;
  else if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.slug) || tooLong(d.slug, LIMITS.slug.max)) e.slug = ALBUM_MESSAGES.slug;
  if (!takenOnValid(d.takenOn.trim())) e.takenOn = ALBUM_MESSAGES.takenOn;
  if (tooLong(d.description, LIMITS.description.max)) e.description = tooLongMessage(LIMITS.description.max);
  d.photos.forEach((p, i) => {
    if (tooLong(p.caption, PHOTO_LIMITS.caption.max))
      e[photoCaptionField(i)] = tooLongMessage(PHOTO_LIMITS.caption.max);
  });
  if (d.photos.length > MAX_ALBUM_PHOTOS) e.photos = ALBUM_MESSAGES.tooManyPhotos;
  else if (
    d.photos.some(
      (p) => !p.imageUrl.trim() || imageUrlError(p.imageUrl) || tooLong(p.imageUrl, PHOTO_LIMITS.image_url.max),
    )
  )
    e.photos = FIELD_MESSAGES.url;
  else if (d.status === 'published' && coverIndex(d.photos) < 0) e.photos = ALBUM_MESSAGES.noConsentedPhoto;
  return e;
}

/** What save_album receives (only called once albumErrors found nothing). */
export function albumPayload(d: AlbumDraft): AlbumPayload {
  return {
    title: d.title.trim(),
    slug: d.slug,
    description: d.description.trim(),
    taken_on: d.takenOn.trim(),
    package_id: d.packageId || null,
    departure_id: d.departureId || null,
    status: d.status,
    photos: d.photos.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      image_url: p.imageUrl.trim(),
      caption: p.caption.trim(),
      consent: p.consent,
    })),
  };
}

/** The columns the list's cards need. The photos come along for "N foto tampil dari M". */
export const ALBUM_LIST_COLUMNS = [
  'id',
  'slug',
  'title',
  'taken_on',
  'status',
  'updated_at',
  'cover',
  'consented_count',
  'photos',
  'package_title',
  'departure_on',
];

/** The list's server filter: title search (every word, in order) and status. */
export function albumListFilter(search: string, status: string): Record<string, string> {
  const filter: Record<string, string> = {};
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.length) filter['title@ilike'] = words.join('*');
  if (status === 'draft' || status === 'published') filter.status = status;
  return filter;
}

/** "2 foto tampil dari 3": what a visitor will see of the album's photos. */
export function shownPhotosText(consented: number, total: number): string {
  return `${consented} foto tampil dari ${total}`;
}
