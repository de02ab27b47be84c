/**
 * page_content documents merged over the defaults: a missing
 * row or field never fails the build. Media fields are resolved to absolute,
 * safe URLs here so components never see a relative storage path.
 */
import {
  DEFAULT_ABOUT,
  DEFAULT_CONTACT,
  DEFAULT_FAVICON,
  DEFAULT_HOME,
  DEFAULT_LEGAL,
  DEFAULT_SETTINGS,
  officialAccounts,
  safeHttpUrl,
  withDefaults,
  type AboutContent,
  type BankAccount,
  type ContactContent,
  type HomeContent,
  type LegalInfo,
  type SiteSettings,
} from '../../domain/index.ts';
import { mediaSrc } from './normalize.ts';

export interface SiteContent {
  settings: SiteSettings;
  home: HomeContent;
  about: AboutContent;
  contact: ContactContent;
  legal: LegalInfo;
  /** The official accounts: held by the company (others are not shown), in the owner's order. */
  accounts: BankAccount[];
}

/**
 * The statistics to show: of the three slots, those the owner filled with both a figure and its label, as the
 * admin says. Nothing is filled in for the owner.
 */
export function statSlots(stored: unknown): HomeContent['stats'] {
  const list = Array.isArray(stored) ? stored : [];
  return DEFAULT_HOME.stats
    .map((fallback, i) => withDefaults(fallback, list[i]))
    .filter((s) => s.value.trim() !== '' && s.label.trim() !== '');
}

export function homeContent(stored: unknown, supabaseUrl: string): HomeContent {
  const home = withDefaults(DEFAULT_HOME, stored);
  const raw = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>).stats : undefined;
  return {
    ...home,
    hero: { ...home.hero, backgroundImage: mediaSrc(home.hero.backgroundImage, supabaseUrl) },
    stats: statSlots(raw),
  };
}

function settingsContent(stored: unknown, supabaseUrl: string): SiteSettings {
  const s = withDefaults(DEFAULT_SETTINGS, stored);
  return {
    ...s,
    logo: mediaSrc(s.logo, supabaseUrl),
    favicon: mediaSrc(s.favicon, supabaseUrl) || DEFAULT_FAVICON,
    socialMedia: {
      facebook: safeHttpUrl(s.socialMedia.facebook),
      instagram: safeHttpUrl(s.socialMedia.instagram),
      youtube: safeHttpUrl(s.socialMedia.youtube),
      tiktok: safeHttpUrl(s.socialMedia.tiktok),
    },
  };
}

/** Legalitas as stored, its verification link kept only when it is a safe http(s) URL. */
export function legalContent(stored: unknown): LegalInfo {
  const legal = withDefaults(DEFAULT_LEGAL, stored);
  return { ...legal, ministryUrl: safeHttpUrl(legal.ministryUrl) };
}

function accountRow(row: Record<string, unknown>): BankAccount {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return {
    id: text(row.id),
    bank_name: text(row.bank_name),
    account_number: text(row.account_number),
    holder: text(row.holder),
    position: typeof row.position === 'number' ? row.position : 0,
  };
}

export function siteContent(
  docs: Partial<Record<'home' | 'about' | 'contact' | 'site-settings' | 'legal', unknown>>,
  supabaseUrl: string,
  accountRows: readonly Record<string, unknown>[] = [],
): SiteContent {
  const legal = legalContent(docs.legal);
  return {
    legal,
    accounts: officialAccounts(legal, accountRows.map(accountRow)),
    settings: settingsContent(docs['site-settings'], supabaseUrl),
    home: homeContent(docs.home, supabaseUrl),
    about: withDefaults<AboutContent>(DEFAULT_ABOUT, docs.about),
    contact: withDefaults<ContactContent>(DEFAULT_CONTACT, docs.contact),
  };
}
