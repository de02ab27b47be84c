/**
 * Photos of a package or an album: previous/next, thumbnails, a counter, arrow keys and swipe.
 * The first photo is server-rendered, so the page shows it before (and without) JavaScript.
 * With `captions` (albums), each photo's caption is shown under it and is its alt text.
 */
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';

interface GalleryProps {
  images: string[];
  /** srcset of each image ('' when it has no variants), built at build time from the files that exist. */
  srcsets?: string[];
  title: string;
  /** The main photo's `sizes` where the page lays it out otherwise than the package page's column. */
  stageSizes?: string;
  /** One per image ('' for none): shown under the photo and read as its alt text. */
  captions?: string[];
  labels: {
    gallery: string;
    prev: string;
    next: string;
    show: string;
    photoOf: string;
    noPhoto: string;
    /** With `captions`: the alt text of a photo without a caption, filled with {title} and {n}. */
    photoAlt?: string;
  };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={dir === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

// Main photo: the column left of the 23-25rem price panel from 1024 px, the page width below.
const STAGE_SIZES = '(min-width: 1280px) 780px, (min-width: 1024px) calc(100vw - 470px), calc(100vw - 32px)';
const THUMB_SIZES = '(min-width: 640px) 120px, 25vw';
/** The candidates of a srcset up to a width (thumbnails and phones never need the largest variants). */
const upTo = (srcset: string, max: number) =>
  srcset
    .split(', ')
    .filter((c) => Number(/\s(\d+)w$/.exec(c)?.[1]) <= max)
    .join(', ');

export default function Gallery({
  images,
  srcsets = [],
  title,
  captions,
  stageSizes = STAGE_SIZES,
  labels,
}: GalleryProps) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <div
        className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-brand-100 text-brand-700"
        data-testid="gallery"
      >
        {labels.noPhoto}
      </div>
    );
  }

  const go = (i: number) => setIndex(((i % count) + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(count - 1);
    else return;
    e.preventDefault();
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined || count < 2) return;
    const dx = end - start;
    if (Math.abs(dx) > 40) go(dx < 0 ? index + 1 : index - 1);
  };
  const photoOf = fill(labels.photoOf, { n: index + 1, total: count });
  const caption = captions?.[index]?.trim() ?? '';
  // Package photos keep "<title> – Foto n dari N"; an album photo is described by its caption when it has one.
  const alt = captions
    ? caption || fill(labels.photoAlt ?? '{title} – {n}', { title, n: index + 1 })
    : `${title} – ${photoOf}`;
  const navButton =
    'absolute top-1/2 -translate-y-1/2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md transition hover:bg-white focus-visible:bg-white';

  return (
    <section aria-roledescription="carousel" aria-label={labels.gallery} onKeyDown={onKeyDown} data-testid="gallery">
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-brand-100 select-none"
        role="group"
        aria-roledescription="slide"
        aria-label={photoOf}
        tabIndex={0}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="gallery-stage"
      >
        <picture key={images[index]}>
          {/* Phones (even at 3x) get at most the 800 px variant: the photo is only ~360 CSS px wide there. */}
          {srcsets[index] && (
            <source media="(max-width: 767px)" srcSet={upTo(srcsets[index], 800)} sizes="calc(100vw - 32px)" />
          )}
          <img
            src={images[index]}
            srcSet={srcsets[index] || undefined}
            sizes={srcsets[index] ? stageSizes : undefined}
            alt={alt}
            width={800}
            height={600}
            decoding="async"
            fetchPriority={index === 0 ? 'high' : undefined}
            className="size-full object-cover"
            draggable={false}
            data-testid="gallery-image"
          />
        </picture>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${navButton} left-3`}
              onClick={() => go(index - 1)}
              aria-label={labels.prev}
              data-testid="gallery-prev"
            >
              <Chevron dir="left" />
            </button>
            <button
              type="button"
              className={`${navButton} right-3`}
              onClick={() => go(index + 1)}
              aria-label={labels.next}
              data-testid="gallery-next"
            >
              <Chevron dir="right" />
            </button>
          </>
        )}
        <p
          className="absolute right-3 bottom-3 rounded-full bg-brand-950/80 px-3 py-1 text-sm font-semibold text-white tabular-nums"
          aria-live="polite"
          aria-atomic="true"
          data-testid="gallery-counter"
        >
          <span className="sr-only">{photoOf}</span>
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
        </p>
      </div>
      {caption && (
        <p className="mt-3 leading-relaxed text-ink/85" data-testid="gallery-caption">
          {caption}
        </p>
      )}
      {count > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6 sm:gap-3" data-testid="gallery-thumbs">
          {images.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={fill(labels.show, { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`block aspect-[4/3] w-full overflow-hidden rounded-lg ring-offset-2 transition ${
                  i === index ? 'ring-3 ring-gold-400' : 'opacity-75 hover:opacity-100'
                }`}
              >
                <img
                  src={src}
                  srcSet={upTo(srcsets[i] ?? '', 400) || undefined}
                  sizes={srcsets[i] ? THUMB_SIZES : undefined}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
