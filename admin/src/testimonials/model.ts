import {
  COLUMN_LIMITS,
  lengthError,
  FIELD_MESSAGES,
  formatDateId,
  imageUrlError,
  isBlank,
  testimonialError,
  youtubeInputMessage,
  youtubeUrlFromInput,
  type FieldErrors,
  type Testimonial,
} from '../domain.ts';

export const TESTIMONIAL_LIMITS = {
  name: COLUMN_LIMITS.testimonials.name.max,
  location: COLUMN_LIMITS.testimonials.location.max,
  content: COLUMN_LIMITS.testimonials.content.max,
} as const;

export interface TestimonialDraft {
  name: string;
  location: string;
  content: string;
  rating: number;
  avatarUrl: string;
  /** "Tampilkan di beranda". */
  showOnHome: boolean;
  /** "Izin tampil dari jamaah": without it the testimonial is kept but never shown on the site. */
  consent: boolean;
  /** The departure's id, '' for none. */
  departureId: string;
  /** As typed: any YouTube address of one video, '' for none; stored as its watch URL. */
  videoUrl: string;
}

/** A new testimonial shows on the home page unless the administrator says otherwise (the column's default too). */
export const EMPTY_TESTIMONIAL: TestimonialDraft = {
  name: '',
  location: '',
  content: '',
  rating: 5,
  avatarUrl: '',
  showOnHome: true,
  // The pilgrim's agreement is asked for each new testimonial, never assumed (the column's default too).
  consent: false,
  departureId: '',
  videoUrl: '',
};

/** Rating 1-5, 5 when missing or out of range. */
export function normalizeRating(value: unknown): number {
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n >= 1 && n <= 5 ? n : 5;
}

export function testimonialToDraft(t: Testimonial): TestimonialDraft {
  return {
    name: t.name,
    location: t.location ?? '',
    content: t.content,
    rating: normalizeRating(t.rating),
    avatarUrl: t.avatar_url ?? '',
    showOnHome: t.show_on_home !== false,
    consent: t.consent === true,
    departureId: t.departure_id ?? '',
    videoUrl: t.video_url ?? '',
  };
}

export function validateTestimonial(d: TestimonialDraft): string | null {
  return testimonialError(d);
}

export function testimonialFieldErrors(d: TestimonialDraft): FieldErrors {
  const out: FieldErrors = {};
  const name = isBlank(d.name) ? FIELD_MESSAGES.required : lengthError(d.name, TESTIMONIAL_LIMITS.name);
  if (name) out.name = name;
  const location = lengthError(d.location, TESTIMONIAL_LIMITS.location);
  if (location) out.location = location;
  const content = isBlank(d.content) ? FIELD_MESSAGES.required : lengthError(d.content, TESTIMONIAL_LIMITS.content);
  if (content) out.content = content;
  if (!Number.isInteger(d.rating) || d.rating < 1 || d.rating > 5) out.rating = 'Pilih 1 sampai 5 bintang';
  const avatar = imageUrlError(d.avatarUrl);
  if (avatar) out.avatarUrl = avatar;
  const video = youtubeUrlFromInput(d.videoUrl);
  if (!video.ok) out.videoUrl = youtubeInputMessage(video.problem);
  return out;
}

/** The watch URL a valid typed video address will be stored as, when it differs from what was typed. */
export function videoStoredAs(typed: string): string | null {
  const video = youtubeUrlFromInput(typed);
  return video.ok && video.url && video.url !== typed.trim() ? video.url : null;
}

/**
 * The columns a save writes. No position: a new testimonial is put first by the database
 * (trigger testimonials_first_position), an edit keeps its place.
 */
export function testimonialPayload(d: TestimonialDraft): Record<string, unknown> {
  return {
    name: d.name.trim(),
    location: d.location.trim(),
    content: d.content.trim(),
    rating: normalizeRating(d.rating),
    avatar_url: d.avatarUrl.trim() || null,
    show_on_home: d.showOnHome,
    consent: d.consent,
    departure_id: d.departureId || null,
    // The form refuses an invalid address before saving; should one get here, the database refuses it.
    video_url: (() => {
      const video = youtubeUrlFromInput(d.videoUrl);
      return video.ok ? video.url : d.videoUrl.trim();
    })(),
  };
}

/** A row of public.departure_choices: what the "Keberangkatan" select offers. */
export interface DepartureChoice {
  id: string;
  package_id: string;
  depart_on: string;
  package_title: string;
}

/** "<package title> — <date>", the departure select's label. */
export function departureChoiceLabel(d: Pick<DepartureChoice, 'package_title' | 'depart_on'>): string {
  return `${d.package_title} — ${formatDateId(d.depart_on)}`;
}

/** Initials for testimonials without a photo: "Hj. Siti Aminah" -> "SA". */
export function initials(name: string): string {
  const words = name
    .replace(/\b(hj|h|ibu|bapak|bpk|ust|ustadz|ustadzah|keluarga)\.?\s+/gi, '')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  ).slice(0, 2);
}
