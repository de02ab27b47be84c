/** The Indonesian names of a list's pagination buttons (MUI Pagination's `getItemAriaLabel`). */
export function paginationItemLabel(type: string, page: number | null, selected: boolean): string {
  if (type === 'page') return `${selected ? 'Halaman ' : 'Ke halaman '}${page}`;
  if (type === 'next') return 'Halaman berikutnya';
  if (type === 'previous') return 'Halaman sebelumnya';
  if (type === 'first') return 'Halaman pertama';
  return 'Halaman terakhir';
}
