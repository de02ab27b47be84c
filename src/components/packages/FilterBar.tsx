/**
 * The package list is static HTML; this island only shows or hides the
 * cards (by their data attributes) and keeps the filter in the URL query, so
 * a filtered view can be shared and back/forward restore it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MONTHS_ID, type MonthOption } from '../../../domain/dates.ts';
import {
  NO_FILTER,
  filterFromSearch,
  filterToSearch,
  isFiltered,
  matchesFilter,
  type PackageFilter,
} from '../../../domain/filters.ts';
import { PRICE_BANDS, type PriceBand } from '../../../domain/price.ts';
import { filterAlternatives } from '../../../domain/filter-alternatives.ts';

interface FilterBarProps {
  months: MonthOption[];
  /** id of the element holding the [data-package-card] elements. */
  listId: string;
  /** id of the empty-state message, shown when nothing matches. */
  emptyId: string;
  /** id of the "no package matches this filter" block (message, nearest alternatives, reset link). */
  noMatchId: string;
  total: number;
  labels: { filter: string; month: string; allMonths: string; price: string; reset: string; count: string };
}

function countText(template: string, n: number): string {
  return template.replace('{n}', String(n));
}

function applyToDom(filter: PackageFilter, listId: string, emptyId: string, noMatchId: string): number {
  const cards = document.querySelectorAll<HTMLElement>(`#${listId} [data-package-card]`);
  const all: { months: string[]; price_quad: number }[] = [];
  let visible = 0;
  cards.forEach((card) => {
    // data-months: the months of the card's open departures with seats, space-separated ('' when none).
    const pkg = {
      months: (card.dataset.months ?? '').split(' ').filter(Boolean),
      price_quad: Number(card.dataset.price),
    };
    all.push(pkg);
    const show = matchesFilter(pkg, filter);
    card.hidden = !show;
    if (show) visible++;
  });
  // The list's own empty message is for a category without packages; a filter that matches nothing gets its
  // own, truthful message with the nearest filters that do match.
  const empty = document.getElementById(emptyId);
  if (empty) empty.hidden = cards.length > 0;
  const noMatch = document.getElementById(noMatchId);
  if (noMatch) {
    noMatch.hidden = visible > 0 || cards.length === 0;
    const list = noMatch.querySelector('[data-alternatives]');
    const hint = noMatch.querySelector<HTMLElement>('[data-alternatives-hint]');
    if (list && hint) {
      const alternatives = noMatch.hidden ? [] : filterAlternatives(all, filter);
      list.replaceChildren(
        ...alternatives.map((a) => {
          const li = document.createElement('li');
          const link = document.createElement('a');
          link.href = `${window.location.pathname}${filterToSearch(a.filter)}`;
          link.dataset.filterLink = '';
          link.className =
            'inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100';
          link.textContent = `${a.label} (${a.count} paket)`;
          li.append(link);
          return li;
        }),
      );
      hint.hidden = alternatives.length === 0;
    }
  }
  return visible;
}

function monthLabel(value: string): string {
  return `${MONTHS_ID[Number(value.slice(5, 7)) - 1]} ${value.slice(0, 4)}`;
}

export default function FilterBar({ months, listId, emptyId, noMatchId, total, labels }: FilterBarProps) {
  const [filter, setFilter] = useState<PackageFilter>(NO_FILTER);
  const [visible, setVisible] = useState(total);
  const form = useRef<HTMLFormElement>(null);
  const uid = useId();

  useEffect(() => {
    const sync = () => setFilter(filterFromSearch(window.location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    setVisible(applyToDom(filter, listId, emptyId, noMatchId));
    // Marked once the cards show the URL's filter (hydration is asynchronous; tests wait for this).
    if (filterToSearch(filter) === filterToSearch(filterFromSearch(window.location.search))) {
      form.current?.setAttribute('data-ready', '');
    }
  }, [filter, listId, emptyId, noMatchId]);

  const change = useCallback((next: PackageFilter) => {
    const search = filterToSearch(next);
    if (search !== (window.location.search === '?' ? '' : window.location.search)) {
      window.history.pushState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
    setFilter(next);
  }, []);

  // Links of the no-match block (reset, alternatives) work without JavaScript; here they filter in place.
  useEffect(() => {
    const block = document.getElementById(noMatchId);
    if (!block) return;
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest<HTMLAnchorElement>('a[data-filter-link]');
      if (!link || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      change(filterFromSearch(new URL(link.href).search));
      document.getElementById(listId)?.closest('section')?.querySelector<HTMLElement>('select')?.focus();
    };
    block.addEventListener('click', onClick);
    return () => block.removeEventListener('click', onClick);
  }, [noMatchId, listId, change]);

  // A shared link may name a month without departures: keep it selectable so the select shows the truth.
  const monthOptions =
    filter.month !== 'all' && !months.some((m) => m.value === filter.month)
      ? [...months, { value: filter.month, label: monthLabel(filter.month) }]
      : months;

  const selectClass =
    'mt-1.5 block w-full min-h-11 rounded-xl border border-brand-200 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600';

  return (
    <form
      role="search"
      aria-label={labels.filter}
      className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5"
      onSubmit={(e) => e.preventDefault()}
      data-testid="filter-bar"
      ref={form}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${uid}-month`} className="text-sm font-semibold text-brand-900">
            {labels.month}
          </label>
          <select
            id={`${uid}-month`}
            name="bulan"
            className={selectClass}
            value={filter.month}
            onChange={(e) => change({ ...filter, month: e.target.value })}
            data-testid="filter-month"
          >
            <option value="all">{labels.allMonths}</option>
            {monthOptions.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-price`} className="text-sm font-semibold text-brand-900">
            {labels.price}
          </label>
          <select
            id={`${uid}-price`}
            name="harga"
            className={selectClass}
            value={filter.price}
            onChange={(e) => change({ ...filter, price: e.target.value as PriceBand })}
            data-testid="filter-price"
          >
            {PRICE_BANDS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        </div>
        <div
          className={isFiltered(filter) ? 'flex min-h-11 items-center sm:justify-end' : 'hidden sm:block sm:min-h-11'}
        >
          {isFiltered(filter) && (
            <button
              type="button"
              onClick={() => change(NO_FILTER)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              data-testid="filter-reset"
            >
              <svg
                viewBox="0 0 24 24"
                width="16"
                height="16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
              {labels.reset}
            </button>
          )}
        </div>
      </div>
      <p className="mt-3 text-sm text-ink/70" aria-live="polite" data-testid="filter-count">
        {countText(labels.count, visible)}
      </p>
    </form>
  );
}
