/**
 * The package list is static HTML; this island only shows or hides the
 * cards (by their data attributes) and keeps the filter in the URL query, so
 * a filtered view can be shared and back/forward restore it.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { MONTHS_ID, type MonthOption } from '../../domain/dates.ts';
import {
  NO_FILTER,
  filterFromSearch,
  filterToSearch,
  isFiltered,
  matchesFilter,
  type PackageFilter,
} from '../../domain/filters.ts';
import { PRICE_BANDS, type PriceBand } from '../../domain/price.ts';

export interface FilterBarProps {
  months: MonthOption[];
  /** id of the element holding the [data-package-card] elements. */
  listId: string;
  /** id of the empty-state message, shown when nothing matches. */
  emptyId: string;
  total: number;
  labels: { filter: string; month: string; allMonths: string; price: string; reset: string; count: string };
}

function countText(template: string, n: number): string {
  return template.replace('{n}', String(n));
}

function applyToDom(filter: PackageFilter, listId: string, emptyId: string): number {
  const cards = document.querySelectorAll<HTMLElement>(`#${listId} [data-package-card]`);
  let visible = 0;
  cards.forEach((card) => {
    const show = matchesFilter(
      { departure: card.dataset.departure || null, price_quad: Number(card.dataset.price) },
      filter,
    );
    card.hidden = !show;
    if (show) visible++;
  });
  const empty = document.getElementById(emptyId);
  if (empty) empty.hidden = visible > 0;
  return visible;
}

function monthLabel(value: string): string {
  return `${MONTHS_ID[Number(value.slice(5, 7)) - 1]} ${value.slice(0, 4)}`;
}

export default function FilterBar({ months, listId, emptyId, total, labels }: FilterBarProps) {
  const [filter, setFilter] = useState<PackageFilter>(NO_FILTER);
  const [visible, setVisible] = useState(total);
  const uid = useId();

  useEffect(() => {
    const sync = () => setFilter(filterFromSearch(window.location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    setVisible(applyToDom(filter, listId, emptyId));
  }, [filter, listId, emptyId]);

  const change = useCallback((next: PackageFilter) => {
    const search = filterToSearch(next);
    if (search !== (window.location.search === '?' ? '' : window.location.search)) {
      window.history.pushState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
    setFilter(next);
  }, []);

  // A shared link may name a month without departures: keep it selectable so the select shows the truth.
  const monthOptions =
    filter.month !== 'all' && !months.some((m) => m.value === filter.month)
      ? [...months, { value: filter.month, label: monthLabel(filter.month) }]
      : months;

  const selectClass =
    'mt-1.5 block w-full min-h-11 rounded-xl border border-brand-200 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

  return (
    <form
      role="search"
      aria-label={labels.filter}
      className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5"
      onSubmit={(e) => e.preventDefault()}
      data-testid="filter-bar"
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
        <div className="flex min-h-11 items-center sm:justify-end">
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
