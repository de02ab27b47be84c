import { COLUMN_LIMITS, FIELD_MESSAGES, isBlank, lengthError, type FieldErrors } from '../domain.ts';

/** Where an FAQ without a package is shown. */
export const SITE_WIDE_LABEL = 'Umum (semua halaman)';

/** A row of public.faqs: package_id null = shown on /faq, otherwise on that package's page. */
export interface AdminFaq {
  id: string;
  package_id: string | null;
  question: string;
  answer: string;
  position: number;
  is_active: boolean;
}

export const QUESTION_MAX = COLUMN_LIMITS.faqs.question.max;
export const ANSWER_MAX = COLUMN_LIMITS.faqs.answer.max;

export interface FaqDraft {
  /** '' = Umum (semua halaman). */
  packageId: string;
  question: string;
  answer: string;
  isActive: boolean;
}

export const EMPTY_FAQ: FaqDraft = { packageId: '', question: '', answer: '', isActive: true };

export function faqToDraft(f: AdminFaq): FaqDraft {
  return { packageId: f.package_id ?? '', question: f.question, answer: f.answer, isActive: f.is_active };
}

export function faqFieldErrors(d: FaqDraft): FieldErrors {
  const out: FieldErrors = {};
  const question = isBlank(d.question) ? FIELD_MESSAGES.required : lengthError(d.question, QUESTION_MAX);
  if (question) out.question = question;
  const answer = isBlank(d.answer) ? FIELD_MESSAGES.required : lengthError(d.answer, ANSWER_MAX);
  if (answer) out.answer = answer;
  return out;
}

export function validateFaq(d: FaqDraft): string | null {
  return Object.keys(faqFieldErrors(d)).length
    ? `Pertanyaan dan jawaban wajib diisi (paling banyak ${QUESTION_MAX} dan ${ANSWER_MAX.toLocaleString('id-ID')} karakter)`
    : null;
}

/** New FAQs go last: position one past the largest. */
export function nextPosition(faqs: readonly Pick<AdminFaq, 'position'>[]): number {
  return faqs.reduce((max, f) => Math.max(max, Number(f.position) || 0), 0) + 1;
}

export function faqPayload(d: FaqDraft, position?: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    package_id: d.packageId || null,
    question: d.question.trim(),
    answer: d.answer.trim(),
    is_active: d.isActive,
  };
  if (position !== undefined) out.position = position;
  return out;
}
