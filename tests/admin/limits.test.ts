import { describe, expect, it } from 'vitest';
import { translateError } from '../../admin/src/lib/errors.ts';
import { limitedField } from '../../admin/src/lib/form-errors.ts';
import { EMPTY_FAQ, faqFieldErrors, validateFaq } from '../../admin/src/faqs/model.ts';
import { EMPTY_FEATURE, featureFieldErrors } from '../../admin/src/features/model.ts';
import { EMPTY_TESTIMONIAL, testimonialFieldErrors } from '../../admin/src/testimonials/model.ts';
import {
  COLUMN_LIMITS,
  allColumnLimits,
  charCount,
  counterText,
  lengthError,
  pageContentLengthErrors,
  pageContentLimit,
} from '../../domain/limits.ts';

/** A refusal as supabase-js hands it over from PostgREST. */
const check = (table: string, constraint: string, extra: Record<string, unknown> = {}) => ({
  code: '23514',
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
  details: null,
  hint: null,
  ...extra,
});

describe('a constraint refused by the server lands beside its field, in Indonesian', () => {
  it.each([
    ['packages', 'packages_duration_check', 'duration', 'Paling banyak 100 karakter'],
    ['packages', 'packages_tagline_check', 'tagline', 'Paling banyak 300 karakter'],
    ['packages', 'packages_description_check', 'description', 'Paling banyak 10.000 karakter'],
    ['packages', 'packages_location_check', 'location', 'Paling banyak 200 karakter'],
    ['packages', 'packages_title_check', 'title', 'Wajib diisi, paling banyak 200 karakter'],
    ['faqs', 'faqs_answer_check', 'answer', 'Wajib diisi, paling banyak 3.000 karakter'],
    ['features', 'features_description_check', 'description', 'Wajib diisi, paling banyak 1.000 karakter'],
    ['testimonials', 'testimonials_location_check', 'location', 'Paling banyak 120 karakter'],
    ['testimonials', 'testimonials_rating_check', 'rating', 'Harus 1 sampai 5'],
    ['testimonials', 'testimonials_avatar_url_check', 'avatarUrl', 'Paling banyak 2.000 karakter'],
  ])('%s %s → %s', (table, constraint, field, message) => {
    const t = translateError(check(table, constraint));
    expect(t).toEqual({ message, field });
  });

  it('every limit of the schema has a sentence and a field, never a code', () => {
    for (const { table, limit } of allColumnLimits()) {
      const t = translateError(check(table, limit.constraint));
      expect(t.field, limit.constraint).toBeTruthy();
      expect(t.code, limit.constraint).toBeUndefined();
      expect(t.message, limit.constraint).not.toMatch(/_check|Nilai tidak valid/);
    }
  });

  it('an unknown check on a known column goes to the field without the constraint name', () => {
    const t = translateError(check('packages', 'packages_duration_visible'));
    expect(t.field).toBe('duration');
    expect(t.code).toBeUndefined();
  });

  it('a page-content text over its limit goes to the field at its path', () => {
    const t = translateError(
      check('page_content', 'page_content_text_length', {
        details: 'Field hero.title has 5000 characters; at most 120.',
      }),
    );
    expect(t).toEqual({ message: 'Paling banyak 120 karakter (sekarang 5.000)', field: 'hero.title' });
    const stat = translateError(
      check('page_content', 'page_content_text_length', {
        details: 'Field stats.1.label has 61 characters; at most 60.',
      }),
    );
    expect(stat.field).toBe('stats.1.label');
  });

  it('a duplicate slug is the Slug field’s', () => {
    expect(
      translateError({ code: '23505', message: 'duplicate key value violates unique constraint "packages_slug_key"' }),
    ).toEqual({ message: 'Slug sudah dipakai paket lain', field: 'slug' });
  });
});

describe('limits as the form shows them', () => {
  it('counts characters as Postgres does, on the text as it is saved', () => {
    expect(charCount('  abc  ')).toBe(3);
    expect(charCount('🕋🕋')).toBe(2);
    expect(counterText('x'.repeat(123), 160)).toBe('123/160');
    expect(counterText('', 20_000)).toBe('0/20.000');
  });

  it('refuses one character over, never cuts', () => {
    const max = COLUMN_LIMITS.faqs.question.max;
    expect(lengthError('x'.repeat(max), max)).toBeNull();
    expect(lengthError('x'.repeat(max + 1), max)).toBe('Paling banyak 300 karakter (sekarang 301)');
  });

  it('finds page-content fields over their limit by path, list items included', () => {
    expect(pageContentLimit('home', 'stats.2.value')).toBe(20);
    expect(pageContentLimit('home', 'hero.title')).toBe(120);
    expect(pageContentLimit('home', 'unknown')).toBeUndefined();
    expect(
      pageContentLengthErrors('home', {
        hero: { title: 'x'.repeat(121), subtitle: '' },
        stats: [
          { value: '1', label: 'ok' },
          { value: 'y'.repeat(21), label: 'ok' },
        ],
      }),
    ).toEqual({
      'hero.title': 'Paling banyak 120 karakter (sekarang 121)',
      'stats.1.value': 'Paling banyak 20 karakter (sekarang 21)',
    });
  });
});

describe('card forms refuse text over the schema limit beside the field', () => {
  it('an FAQ answer over 3,000 characters is refused with its count, the typing kept whole', () => {
    const answer = 'x'.repeat(3001);
    const d = { ...EMPTY_FAQ, question: 'Apa?', answer };
    expect(faqFieldErrors(d)).toEqual({ answer: 'Paling banyak 3.000 karakter (sekarang 3.001)' });
    expect(validateFaq(d)).not.toBeNull();
    expect(d.answer).toHaveLength(3001);
    expect(faqFieldErrors({ ...d, answer: 'x'.repeat(3000) })).toEqual({});
    expect(faqFieldErrors({ ...d, question: 'q'.repeat(301) }).question).toMatch(/^Paling banyak 300 karakter/);
  });

  it('features and testimonials too', () => {
    expect(featureFieldErrors({ ...EMPTY_FEATURE, title: 't'.repeat(121), description: 'd' }).title).toMatch(
      /^Paling banyak 120 karakter/,
    );
    const t = testimonialFieldErrors({
      ...EMPTY_TESTIMONIAL,
      name: 'Siti',
      location: 'l'.repeat(121),
      content: 'c'.repeat(2001),
      rating: 5,
    });
    expect(t.location).toMatch(/^Paling banyak 120 karakter/);
    expect(t.content).toMatch(/^Paling banyak 2.000 karakter/);
  });

  it('the hint under a limited input counts, and marks the excess while typing', () => {
    expect(limitedField({}, 'question', 'abc', 300)).toEqual({ name: 'question', error: false, helperText: '3/300' });
    expect(limitedField({}, 'slug', 'a', 200, 'Huruf kecil').helperText).toBe('Huruf kecil · 1/200');
    expect(limitedField({}, 'question', 'x'.repeat(301), 300)).toEqual({
      name: 'question',
      error: true,
      helperText: 'Paling banyak 300 karakter (sekarang 301)',
    });
    expect(limitedField({ question: 'Wajib diisi' }, 'question', '', 300).helperText).toBe('Wajib diisi');
  });
});
