/**
 * An article's body is content, not code: HTML limited to what the site renders, cleaned by a maintained
 * sanitiser (sanitize-html) on an allow-list. The admin cleans it before saving and the site cleans it again at
 * build, with the same rules, so a body written by any client renders only these elements.
 * Pure: no I/O.
 */
import sanitizeHtml from 'sanitize-html';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/** What the editor offers and the site renders. */
export const ARTICLE_TAGS = ['h2', 'h3', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'blockquote'];

export interface ArticleHtmlOptions {
  /** The srcset of an image's variants (the site's build knows which exist); none leaves the image as it is. */
  srcsetOf?: (src: string) => string | undefined;
  /** Resolves a stored image address for the page (the seed's site-relative storage paths). */
  resolveSrc?: (src: string) => string;
}

const IMAGE_SRC = /^(https?:\/\/[^\s/]|\/[^\s/])/i;
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

function options({ srcsetOf, resolveSrc }: ArticleHtmlOptions = {}): sanitizeHtml.IOptions {
  return {
    allowedTags: ARTICLE_TAGS,
    allowedAttributes: {
      a: ['href', 'rel'],
      img: ['src', 'alt', 'srcset', 'sizes', 'loading', 'decoding'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Disallowed elements go, their text stays; these go with their content.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
    transformTags: {
      h1: 'h2',
      h4: 'h3',
      h5: 'h3',
      h6: 'h3',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const out: Record<string, string> = {};
        if (href) out.href = href;
        // Another site gets no handle on this page; our own links stay plain.
        if (isExternal(href)) out.rel = 'noopener noreferrer';
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const stored = attribs.src ?? '';
        const src = resolveSrc ? resolveSrc(stored) : stored;
        const out: Record<string, string> = { src, alt: attribs.alt ?? '' };
        const srcset = srcsetOf?.(src);
        if (srcset) {
          out.srcset = srcset;
          out.sizes = '(min-width: 768px) 720px, 100vw';
        }
        if (srcsetOf) {
          out.loading = 'lazy';
          out.decoding = 'async';
        }
        return { tagName, attribs: out };
      },
    },
    // An image from anywhere but a web address or this site's own storage goes, and so do a link or a paragraph
    // around nothing (the editor keeps an empty paragraph after a picture).
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? '')) ||
      ((frame.tag === 'a' || frame.tag === 'p') && !frame.text.trim() && !frame.mediaChildren.length),
  };
}

/** The body as it is saved and rendered: only the allowed elements, links and images made safe. */
export function sanitizeArticleHtml(html: string, opts?: ArticleHtmlOptions): string {
  return sanitizeHtml(html, options(opts)).trim();
}

/** The body's image addresses, in order (to look their variants up before rendering). */
export function articleImageSources(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    ...options(),
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src) found.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return found;
}

type Node = DefaultTreeAdapterMap['node'];
const BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'li', 'blockquote', 'div', 'ul', 'ol']);
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'iframe', 'object']);

/** The body's readable text: block ends become spaces, so "</p><p>" never glues two words together. */
export function articleText(html: string): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      parts.push((node as DefaultTreeAdapterMap['textNode']).value);
      return;
    }
    if (NOT_TEXT.has(node.nodeName)) return;
    const block = BLOCKS.has(node.nodeName);
    if (block) parts.push(' ');
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if (block) parts.push(' ');
  };
  walk(parseFragment(html));
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A common reading-speed figure for the "… menit baca" estimate. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read the body, at least 1. */
export function readingMinutes(html: string): number {
  const words = articleText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** True when the body has something a reader would see: text or an image. */
export function hasArticleContent(html: string): boolean {
  return articleText(html) !== '' || articleImageSources(html).length > 0;
}
