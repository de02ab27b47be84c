/**
 * Trip documentation ("Dokumentasi"): albums of past departures and the rules the admin and the site share.
 * Pure: no I/O. Which photos a visitor sees is decided by the database (only consented photos of published
 * albums are readable), not here.
 */
import { slugifyTitle } from './slug.ts';

export type AlbumStatus = 'draft' | 'published';

/** One photo of an album, in the album's order. */
export interface AlbumPhoto {
  /** Absent for a photo the form added and has not saved yet. */
  id?: string;
  image_url: string;
  caption: string;
  /** The people in the photo agreed to its publication: only then does it reach the site. */
  consent: boolean;
}

/** An album as public.album_details returns it (visitors get the consented photos only). */
export interface Album {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The trip's date (yyyy-mm-dd). */
  taken_on: string;
  package_id: string | null;
  departure_id: string | null;
  status: AlbumStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  photos: AlbumPhoto[];
  consented_count: number;
  /** The first consented photo: an unconsented one is never a cover. */
  cover: string | null;
  package_title: string | null;
  package_slug: string | null;
  package_category: string | null;
  departure_on: string | null;
}

export const ALBUMS_PATH = '/dokumentasi';
/** Albums per page of /dokumentasi. */
export const ALBUMS_PER_PAGE = 12;
/** Photos per album (save_album refuses more: album_photos_count_check). */
export const MAX_ALBUM_PHOTOS = 60;
/** Albums a package page shows under "Dokumentasi keberangkatan sebelumnya". */
export const PACKAGE_ALBUMS_SHOWN = 3;

export const albumPath = (slug: string) => `${ALBUMS_PATH}/${slug}`;

/** The sentences beside an album's fields, in the admin's checks and for the database's refusals. */
export const ALBUM_MESSAGES = {
  slug: 'Alamat hanya huruf kecil, angka dan tanda hubung (paling banyak 120 karakter), contoh: umroh-februari-2026',
  slugTaken: 'Alamat ini sudah dipakai album lain: ubah sedikit, misalnya tambahkan bulan dan tahun',
  takenOn: 'Isi tanggal perjalanan (antara tahun 2000 dan 2100)',
  tooManyPhotos: `Paling banyak ${MAX_ALBUM_PHOTOS} foto per album: buat album kedua untuk sisanya`,
  noConsentedPhoto: 'Belum ada foto yang diizinkan tampil: album terbit tanpa foto dan tidak muncul di situs',
} as const;

/** An album's address from its title: readable words only. */
export function albumSlug(title: string): string {
  return slugifyTitle(title).slice(0, 120).replace(/-+$/, '') || 'album';
}

/** Pages of a list of `count` albums (at least one, so an empty list still has its page). */
export function albumPages(count: number, perPage: number = ALBUMS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** What the site shows of an album: only an album with at least one photo a visitor may see. */
export function albumIsShown(album: Pick<Album, 'status' | 'photos'>): boolean {
  return album.status === 'published' && album.photos.some((p) => p.consent);
}
