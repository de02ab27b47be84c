/**
 * Moving one card up or down in an explicitly ordered list (features by
 * order_index, testimonials by position). Pure. Two neighbours with distinct
 * values swap them and nothing else is written, so a move from another tab or
 * a card added meanwhile is not overwritten from this list. Equal or missing
 * values are repaired: the order after the move is 1…n, and only the rows
 * whose value changes are returned.
 */
export function moveUpdates(
  items: readonly { id: unknown; order: unknown }[],
  index: number,
  direction: -1 | 1,
): { id: string; order: number }[] {
  const to = index + direction;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [];
  const [a, b] = [Number(items[index].order), Number(items[to].order)];
  if (Number.isInteger(a) && Number.isInteger(b) && a !== b) {
    return [
      { id: String(items[index].id), order: b },
      { id: String(items[to].id), order: a },
    ];
  }
  const moved = [...items];
  [moved[index], moved[to]] = [moved[to], moved[index]];
  return moved
    .map((item, i) => ({ id: String(item.id), order: i + 1, before: Number(item.order) }))
    .filter((u) => u.order !== u.before)
    .map(({ id, order }) => ({ id, order }));
}
