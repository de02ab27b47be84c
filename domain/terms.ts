/**
 * Cancellation tiers and the document checklist (Dokumen Persyaratan): page_content row 'terms' holds the
 * site-wide ones, a package may replace the tiers (packages.cancellation_tiers, null = site-wide) and add
 * documents (packages.extra_documents). The package page, the FAQ page and the admin read them through here,
 * so the site states one rule in one place. The database checks the same rule
 * (private.is_cancellation_tiers, migration *_cancellation_and_documents.sql); both run the cases of
 * tests/fixtures/cancellation-tiers.json. Pure: no I/O.
 */
import { withDefaults } from './content.ts';
import { parseBoundedInt } from './price.ts';

/** A cancellation made `days` or more days before departure forfeits `percent` of the package price. */
export interface CancellationTier {
  days: number;
  percent: number;
}

export interface TermsContent {
  /** Far from departure first; the last starts at 0 days. [] = not stated (nothing shown). */
  cancellationTiers: CancellationTier[];
  /** The passport is valid at least this many months after departure. */
  passportMonths: number;
  /** The name in the passport has at least this many words. */
  passportNameWords: number;
  /** The rest of the checklist, one item each. */
  documents: string[];
}

export const TERMS_LIMITS = {
  tiers: 8,
  tierDays: 365,
  passportMonths: { min: 1, max: 24 },
  passportNameWords: { min: 1, max: 5 },
  siteDocuments: 12,
  packageDocuments: 10,
  documentLength: 200,
} as const;

/**
 * Used until the owner saves the 'terms' page: no cancellation tiers (none is invented) and the passport rule
 * of the Saudi visa (valid six months after arrival, a name of at least two words).
 */
export const DEFAULT_TERMS: TermsContent = {
  cancellationTiers: [],
  passportMonths: 6,
  passportNameWords: 2,
  documents: [],
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The rule of a non-empty list of tiers (see the file comment and the migration). */
export function isCancellationTiers(value: unknown): value is CancellationTier[] {
  if (!Array.isArray(value) || value.length < 1 || value.length > TERMS_LIMITS.tiers) return false;
  let prev: CancellationTier | null = null;
  for (const t of value) {
    if (!isObject(t) || Object.keys(t).length !== 2) return false;
    if (!isWhole(t.days, 0, TERMS_LIMITS.tierDays) || !isWhole(t.percent, 0, 100)) return false;
    if (prev && (t.days >= prev.days || t.percent < prev.percent)) return false;
    prev = { days: t.days, percent: t.percent };
  }
  return prev !== null && prev.days === 0;
}

const textList = (v: unknown, max: number): string[] =>
  (Array.isArray(v) ? v : [])
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, max);

/** The stored document over the defaults; tiers that break the rule are not shown (the database refuses them). */
export function termsContent(stored: unknown): TermsContent {
  const t = withDefaults(DEFAULT_TERMS, stored);
  const { passportMonths: m, passportNameWords: w } = TERMS_LIMITS;
  return {
    cancellationTiers: isCancellationTiers(t.cancellationTiers) ? t.cancellationTiers : [],
    passportMonths: isWhole(t.passportMonths, m.min, m.max) ? t.passportMonths : DEFAULT_TERMS.passportMonths,
    passportNameWords: isWhole(t.passportNameWords, w.min, w.max)
      ? t.passportNameWords
      : DEFAULT_TERMS.passportNameWords,
    documents: textList(t.documents, TERMS_LIMITS.siteDocuments),
  };
}

/** What a package adds to or changes in the site-wide terms. */
export interface PackageTerms {
  cancellation_tiers: CancellationTier[] | null;
  extra_documents: string[];
}

/** A package's tiers: its own when it has a valid list, else the site-wide ones. */
export function packageTiers(pkg: PackageTerms, site: TermsContent): CancellationTier[] {
  return pkg.cancellation_tiers && isCancellationTiers(pkg.cancellation_tiers)
    ? pkg.cancellation_tiers
    : site.cancellationTiers;
}

/** "Paspor berlaku minimal 8 bulan dari tanggal keberangkatan, dengan nama minimal 2 kata". */
export function passportRequirement(t: Pick<TermsContent, 'passportMonths' | 'passportNameWords'>): string {
  return `Paspor berlaku minimal ${t.passportMonths} bulan dari tanggal keberangkatan, dengan nama minimal ${t.passportNameWords} kata`;
}

/** The checklist of a package (or of the site when `extra` is empty): the passport first, then the others. */
export function documentChecklist(site: TermsContent, extra: readonly string[] = []): string[] {
  return [passportRequirement(site), ...site.documents, ...textList(extra, TERMS_LIMITS.packageDocuments)];
}

/** One row of the cancellation table: when the cancellation is made and what it costs. */
export interface CancellationRow {
  when: string;
  cost: string;
}

/** The tiers as the table reads them, far from departure first. */
export function cancellationRows(tiers: readonly CancellationTier[]): CancellationRow[] {
  return tiers.map((t, i) => {
    const prev = tiers[i - 1];
    const when =
      tiers.length === 1
        ? 'Kapan pun sebelum keberangkatan'
        : i === 0
          ? `${t.days} hari atau lebih sebelum keberangkatan`
          : t.days === 0
            ? `Kurang dari ${prev!.days} hari sebelum keberangkatan`
            : prev!.days - 1 === t.days
              ? `${t.days} hari sebelum keberangkatan`
              : `${t.days}–${prev!.days - 1} hari sebelum keberangkatan`;
    const cost = t.percent === 0 ? 'Tanpa potongan' : `${t.percent}% dari harga paket`;
    return { when, cost };
  });
}

/** A tier as the admin types it. */
export interface TierDraft {
  days: string;
  percent: string;
}

export const tierDrafts = (tiers: readonly CancellationTier[] | null): TierDraft[] =>
  (tiers ?? []).map((t) => ({ days: String(t.days), percent: String(t.percent) }));

/**
 * The problems of typed tiers, keyed `${prefix}.${i}.days` / `.percent`, and `${prefix}` for the list as a
 * whole. An empty list is valid here; whether it may be empty is the caller's rule.
 */
export function tierDraftErrors(drafts: readonly TierDraft[], prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (drafts.length > TERMS_LIMITS.tiers) errors[prefix] = `Paling banyak ${TERMS_LIMITS.tiers} baris`;
  const parsed = drafts.map((d, i) => {
    const days = parseBoundedInt(d.days, 0, TERMS_LIMITS.tierDays);
    const percent = parseBoundedInt(d.percent, 0, 100);
    if (!days.ok) errors[`${prefix}.${i}.days`] = days.error;
    else if (days.value === null) errors[`${prefix}.${i}.days`] = 'Wajib diisi';
    if (!percent.ok) errors[`${prefix}.${i}.percent`] = percent.error;
    else if (percent.value === null) errors[`${prefix}.${i}.percent`] = 'Wajib diisi';
    return { days: days.ok ? days.value : null, percent: percent.ok ? percent.value : null };
  });
  parsed.forEach((t, i) => {
    const prev = parsed[i - 1];
    if (!prev) return;
    if (t.days !== null && prev.days !== null && t.days >= prev.days && !errors[`${prefix}.${i}.days`])
      errors[`${prefix}.${i}.days`] = `Harus lebih kecil dari baris di atasnya (${prev.days} hari)`;
    if (t.percent !== null && prev.percent !== null && t.percent < prev.percent && !errors[`${prefix}.${i}.percent`])
      errors[`${prefix}.${i}.percent`] = `Tidak boleh lebih kecil dari baris di atasnya (${prev.percent}%)`;
  });
  const last = parsed[parsed.length - 1];
  if (last && last.days !== null && last.days !== 0 && !errors[`${prefix}.${parsed.length - 1}.days`])
    errors[`${prefix}.${parsed.length - 1}.days`] = 'Baris terakhir harus 0 hari (berlaku sampai hari keberangkatan)';
  return errors;
}

/** Typed tiers as stored; only called when tierDraftErrors found nothing. */
export function tiersFromDrafts(drafts: readonly TierDraft[]): CancellationTier[] {
  return drafts.map((d) => ({ days: Number(d.days.trim()), percent: Number(d.percent.trim()) }));
}
