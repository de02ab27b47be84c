/** The "Ketentuan & Dokumen" form: page_content 'terms' as typed text, and back. Pure. */
import {
  TERMS_LIMITS,
  termsContent,
  tierDraftErrors,
  tierDrafts,
  tiersFromDrafts,
  parseBoundedInt,
  type FieldErrors,
  type TermsContent,
  type TierDraft,
} from '../domain.ts';

export interface TermsForm {
  cancellationTiers: TierDraft[];
  passportMonths: string;
  passportNameWords: string;
  documents: string[];
}

/** The stored document as the form shows it (module-level: the page hook's load effect sees one function). */
export function termsToForm(stored: unknown): TermsForm {
  const t = termsContent(stored);
  return {
    cancellationTiers: tierDrafts(t.cancellationTiers),
    passportMonths: String(t.passportMonths),
    passportNameWords: String(t.passportNameWords),
    documents: t.documents,
  };
}

export const DEFAULT_TERMS_FORM: TermsForm = termsToForm(null);

/** Every refusal beside its field. An empty table is allowed: the site then shows no cancellation table. */
export function termsFormErrors(v: TermsForm): FieldErrors {
  const errors: FieldErrors = tierDraftErrors(v.cancellationTiers, 'cancellationTiers');
  const { passportMonths: m, passportNameWords: w } = TERMS_LIMITS;
  const months = parseBoundedInt(v.passportMonths, m.min, m.max);
  if (!months.ok) errors.passportMonths = months.error;
  else if (months.value === null) errors.passportMonths = 'Wajib diisi';
  const words = parseBoundedInt(v.passportNameWords, w.min, w.max);
  if (!words.ok) errors.passportNameWords = words.error;
  else if (words.value === null) errors.passportNameWords = 'Wajib diisi';
  if (v.documents.filter((d) => d.trim()).length > TERMS_LIMITS.siteDocuments)
    errors.documents = `Paling banyak ${TERMS_LIMITS.siteDocuments} dokumen`;
  return errors;
}

/** What is stored; only called once termsFormErrors found nothing. Blank documents are dropped. */
export function termsFromForm(v: TermsForm): TermsContent {
  return {
    cancellationTiers: tiersFromDrafts(v.cancellationTiers),
    passportMonths: Number(v.passportMonths.trim()),
    passportNameWords: Number(v.passportNameWords.trim()),
    documents: v.documents.map((d) => d.trim()).filter(Boolean),
  };
}
