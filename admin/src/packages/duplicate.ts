/** What public.duplicate_package answers: the copy and how many of its rows came along. */
export interface DuplicatedPackage {
  id: string;
  title: string;
  slug: string;
  departures: number;
  hotels: number;
}

/** 'Paket disalin dengan 3 keberangkatan (ditutup) dan 2 hotel: "… (Copy)", sebagai draft.' */
export function duplicateSummary(c: Pick<DuplicatedPackage, 'title' | 'departures' | 'hotels'>): string {
  const withRows = [
    c.departures > 0 ? `${c.departures} keberangkatan (ditutup)` : '',
    c.hotels > 0 ? `${c.hotels} hotel` : '',
  ].filter(Boolean);
  const without = [c.departures > 0 ? '' : 'keberangkatan', c.hotels > 0 ? '' : 'hotel'].filter(Boolean);
  const what = [
    withRows.length ? `dengan ${withRows.join(' dan ')}` : '',
    without.length ? `tanpa ${without.join(' dan ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `Paket disalin ${what}: "${c.title}", sebagai draft.`;
}
