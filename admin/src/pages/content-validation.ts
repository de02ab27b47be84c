/**
 * Field checks of the page-content editors, keyed by the field's path in the
 * document ('hero.title', 'socialMedia.facebook'): the same path names the
 * input, so the error lands beside it. Pure.
 */
import {
  emailError,
  imageUrlError,
  linkError,
  phoneError,
  requiredText,
  whatsappError,
  type AboutContent,
  type ContactContent,
  type FieldErrors,
  type HomeContent,
  type SiteSettings,
} from '../domain.ts';

function collect(checks: [string, string | null][]): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of checks) if (message) out[path] = message;
  return out;
}

export function homeErrors(v: HomeContent): FieldErrors {
  return collect([
    ['hero.title', requiredText(v.hero.title)],
    ['hero.backgroundImage', imageUrlError(v.hero.backgroundImage)],
    ['about.title', requiredText(v.about.title)],
    ...v.stats.flatMap((s, i): [string, string | null][] => [
      // A slot is shown only with both parts: half a statistic is a mistake, not a choice.
      [`stats.${i}.value`, s.label.trim() && !s.value.trim() ? 'Isi nilai atau kosongkan labelnya' : null],
      [`stats.${i}.label`, s.value.trim() && !s.label.trim() ? 'Isi label atau kosongkan nilainya' : null],
    ]),
  ]);
}

export function aboutErrors(v: AboutContent): FieldErrors {
  return collect([
    ['title', requiredText(v.title)],
    ['description', requiredText(v.description)],
  ]);
}

export function contactErrors(v: ContactContent): FieldErrors {
  return collect([
    ['address', requiredText(v.address)],
    ['phone2', phoneError(v.phone2)],
    ['email2', emailError(v.email2)],
  ]);
}

export function settingsErrors(v: SiteSettings): FieldErrors {
  return collect([
    ['siteName', requiredText(v.siteName)],
    ['logo', imageUrlError(v.logo)],
    ['favicon', imageUrlError(v.favicon)],
    ['contactPhone', phoneError(v.contactPhone, true)],
    ['contactEmail', emailError(v.contactEmail, true)],
    ['whatsappNumber', whatsappError(v.whatsappNumber)],
    ['socialMedia.facebook', linkError(v.socialMedia.facebook)],
    ['socialMedia.instagram', linkError(v.socialMedia.instagram)],
    ['socialMedia.youtube', linkError(v.socialMedia.youtube)],
    ['socialMedia.tiktok', linkError(v.socialMedia.tiktok)],
  ]);
}
