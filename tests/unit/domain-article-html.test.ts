import { describe, expect, it } from 'vitest';
import {
  articleImageSources,
  articleText,
  hasArticleContent,
  readingMinutes,
  sanitizeArticleHtml,
} from '../../domain/article-html.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps what the editor makes: headings 2–3, paragraphs, bold, italic, lists, links, images, quotes', () => {
    const html =
      '<h2>Persiapan</h2><h3>Dokumen</h3><p>Bawa <strong>paspor</strong> dan <em>KTP</em>.</p>' +
      '<ul><li><p>Satu</p></li></ul><ol><li>Dua</li></ol><blockquote><p>Kutipan</p></blockquote>' +
      '<p><a href="/umroh">paket umroh</a></p><p><img src="https://cdn.example/a.webp" alt="Ka\'bah"></p>';
    expect(sanitizeArticleHtml(html)).toBe(
      html.replace(
        '<img src="https://cdn.example/a.webp" alt="Ka\'bah">',
        '<img src="https://cdn.example/a.webp" alt="Ka\'bah" />',
      ),
    );
  });

  it('removes scripts, handlers, styles, frames and javascript: links; their text shows as text', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="steal()" style="color:red" class="x">Halo<script>alert(1)</script></p>' +
        '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">klik</a>' +
        '<img src="x" onerror="alert(1)"><svg><circle/></svg><form><input></form><span>teks</span>',
    );
    expect(out).toBe('<p>Halo</p><a>klik</a>teks');
  });

  it('drops the empty paragraphs the editor leaves, keeps a paragraph holding only a picture', () => {
    expect(sanitizeArticleHtml('<p></p><p> </p><p><img src="/a.webp" alt="A"></p><p>x</p>')).toBe(
      '<p><img src="/a.webp" alt="A" /></p><p>x</p>',
    );
  });

  it('escapes markup typed as text', () => {
    expect(sanitizeArticleHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('maps other headings and b/i to the allowed ones', () => {
    expect(sanitizeArticleHtml('<h1>A</h1><h4>B</h4><b>C</b><i>D</i>')).toBe(
      '<h2>A</h2><h3>B</h3><strong>C</strong><em>D</em>',
    );
  });

  it('gives links to other sites rel="noopener noreferrer" and drops any other attribute', () => {
    expect(sanitizeArticleHtml('<a href="https://kemenag.go.id" target="_blank" rel="opener">Kemenag</a>')).toBe(
      '<a href="https://kemenag.go.id" rel="noopener noreferrer">Kemenag</a>',
    );
    expect(sanitizeArticleHtml('<a href="/faq" rel="nofollow">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
  });

  it('drops images without an address and protocol-relative or data: images', () => {
    expect(
      sanitizeArticleHtml(
        '<p><img alt="a"><img src="//evil.example/x.png"><img src="data:image/png;base64,AA"></p><p>a</p>',
      ),
    ).toBe('<p>a</p>');
  });

  it('at build, resolves stored addresses and adds the variants that exist', () => {
    const out = sanitizeArticleHtml('<img src="/storage/v1/object/public/images/a.jpg" alt="A">', {
      resolveSrc: (s) => `https://api.example${s}`,
      srcsetOf: (s) => (s.endsWith('a.jpg') ? `${s.replace('.jpg', '-400.webp')} 400w` : undefined),
    });
    expect(out).toBe(
      '<img src="https://api.example/storage/v1/object/public/images/a.jpg" alt="A" ' +
        'srcset="https://api.example/storage/v1/object/public/images/a-400.webp 400w" ' +
        'sizes="(min-width: 768px) 720px, 100vw" loading="lazy" decoding="async" />',
    );
  });

  it('is idempotent: a saved body cleaned again at build is unchanged', () => {
    const once = sanitizeArticleHtml('<h1>A</h1><p><a href="https://x.example">x</a><b>y</b><script>z</script></p>');
    expect(sanitizeArticleHtml(once)).toBe(once);
  });
});

describe('article text', () => {
  it('reads blocks as separate words and inline markup as one', () => {
    expect(articleText('<h2>Judul</h2><p>Satu <strong>du</strong>a</p><ul><li>tiga</li><li>empat</li></ul>')).toBe(
      'Judul Satu dua tiga empat',
    );
    expect(articleText('<p>a</p><script>b</script>')).toBe('a');
  });

  it('reading time is at least a minute and grows with the words', () => {
    expect(readingMinutes('<p>satu</p>')).toBe(1);
    expect(readingMinutes(`<p>${'kata '.repeat(1000)}</p>`)).toBe(5);
  });

  it('images are listed in order; an empty editor is no content', () => {
    expect(articleImageSources('<p><img src="/a.webp"></p><img src="/b.webp">')).toEqual(['/a.webp', '/b.webp']);
    expect(hasArticleContent('<p></p><p><br></p>')).toBe(false);
    expect(hasArticleContent('<p><img src="https://x.example/a.webp"></p>')).toBe(true);
  });
});
