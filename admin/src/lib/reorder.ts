/**
 * Moving one card up or down in an explicitly ordered list (features by
 * order_index, testimonials by position). Pure. The order after the move is
 * 1…n, which also repairs duplicate or missing values; only the rows whose
 * value changes are returned, so a plain swap sends two updates.
 */
export function moveUpdates(
  items: readonly { id: unknown; order: unknown }[],
  index: number,
  direction: -1 | 1,
): { id: string; order: number }[] {
  const to = index + direction;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [];
  const moved = [...items];
  [moved[index], moved[to]] = [moved[to], moved[index]];
  return moved
    .map((item, i) => ({ id: String(item.id), order: i + 1, before: Number(item.order) }))
    .filter((u) => u.order !== u.before)
    .map(({ id, order }) => ({ id, order }));
}
