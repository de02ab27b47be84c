import { describe, expect, it } from 'vitest';
import {
  articleErrors,
  articleListFilter,
  articlePayload,
  articleToDraft,
  emptyArticle,
  linkError,
  withTitle,
} from '../../admin/src/articles/model.ts';
import { ARTICLE_MESSAGES, articleSlug } from '../../domain/articles.ts';
import { translateError } from '../../admin/src/lib/errors.ts';

describe('article form', () => {
  it('the address follows the title until the owner edits it', () => {
    let d = withTitle(emptyArticle(), 'Persiapan Umroh untuk Lansia!');
    expect(d.slug).toBe('persiapan-umroh-untuk-lansia');
    d = { ...d, slug: 'umroh-lansia', slugEdited: true };
    expect(withTitle(d, 'Judul lain').slug).toBe('umroh-lansia');
    // A stored article keeps its address: changing it is a choice (it leaves a redirect).
    expect(withTitle(articleToDraft({ slug: 'lama', title: 'Lama' }), 'Baru').slug).toBe('lama');
  });

  it('slugs: readable words, at most 120 characters, never empty', () => {
    expect(articleSlug('Apa yang Berubah dengan UU 14/2025?')).toBe('apa-yang-berubah-dengan-uu-142025');
    expect(articleSlug('!!!')).toBe('artikel');
    const long = articleSlug('kata '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('checks beside each field: title, address, an empty body only when publishing, cover alt', () => {
    const d = emptyArticle();
    expect(articleErrors(d)).toEqual({ title: 'Wajib diisi', slug: 'Wajib diisi' });
    const published = { ...withTitle(d, 'Judul'), status: 'published' as const, body: '<p></p>' };
    expect(articleErrors(published)).toEqual({ body: ARTICLE_MESSAGES.bodyEmpty });
    expect(articleErrors({ ...published, body: '<p>Isi</p>', slug: 'Bukan Alamat' })).toEqual({
      slug: ARTICLE_MESSAGES.slug,
    });
    expect(articleErrors({ ...published, body: '<p>Isi</p>', coverImage: 'https://cdn.example/a.webp' }).coverAlt).toBe(
      ARTICLE_MESSAGES.coverAlt,
    );
    // Without a cover the description is neither shown nor saved, so a long leftover does not block the save.
    expect(articleErrors({ ...published, body: '<p>Isi</p>', coverAlt: 'x'.repeat(1000) })).toEqual({});
    expect(
      articleErrors({
        ...published,
        body: '<p>Isi</p>',
        coverImage: 'https://cdn.example/a.webp',
        coverAlt: 'x'.repeat(1000),
      }).coverAlt,
    ).toMatch(/^Paling banyak/);
  });

  it('saves the sanitised body, and no alt without a cover', () => {
    const d = {
      ...withTitle(emptyArticle(), ' Judul '),
      body: '<p>Isi<script>x()</script></p><p></p>',
      coverAlt: 'sisa',
    };
    expect(articlePayload(d)).toMatchObject({ title: 'Judul', body: '<p>Isi</p>', cover_image: null, cover_alt: '' });
  });

  it('the list filter: every word in order, a known category and status only', () => {
    expect(articleListFilter(' umroh  lansia ', 'tips', 'draft')).toEqual({
      'title@ilike': 'umroh*lansia',
      category: 'tips',
      status: 'draft',
    });
    expect(articleListFilter('', 'x', 'y')).toEqual({});
  });

  it('the database refusals land beside their fields', () => {
    const refusal = (constraint: string, code = '23505') => ({
      code,
      message: `duplicate key value violates unique constraint "${constraint}"`,
    });
    expect(translateError(refusal('articles_slug_key'))).toMatchObject({
      field: 'slug',
      message: ARTICLE_MESSAGES.slugTaken,
    });
    expect(translateError(refusal('articles_title_check', '23514'))).toMatchObject({ field: 'title' });
    expect(translateError(refusal('articles_cover_alt_check', '23514'))).toMatchObject({ field: 'coverAlt' });
  });
});

describe('links in the body', () => {
  it.each([
    ['https://kemenag.go.id', null],
    ['/umroh', null],
    ['mailto:info@example.com', null],
    ['tel:+62 21 3190 4545', null],
    ['', null],
    ['kemenag.go.id', 'error'],
    ['javascript:alert(1)', 'error'],
    ['//evil.example', 'error'],
  ])('%s', (href, expected) => {
    expect(linkError(href) === null ? null : 'error').toBe(expected);
  });
});
