import { useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from './toast.ts';
import { moveUpdates } from './reorder.ts';

/**
 * Move up/down for a card list ordered by one integer column: the changed rows
 * are written one by one, then the list is read again. `moving` disables the
 * arrows, edit and delete meanwhile, so no click works from a stale order or version.
 */
export function useReorder<T extends RaRecord>(resource: string, field: keyof T & string, failureTitle: string) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [moving, setMoving] = useState(false);

  const move = async (list: readonly T[], index: number, direction: -1 | 1) => {
    const updates = moveUpdates(
      list.map((r) => ({ id: r.id, order: r[field] })),
      index,
      direction,
    );
    if (!updates.length) return;
    setMoving(true);
    try {
      for (const u of updates)
        await dataProvider.update(resource, { id: u.id, data: { [field]: u.order }, previousData: {} });
    } catch (e) {
      toast.failure(failureTitle, e);
    } finally {
      // Busy until the list is read again: until then its rows carry the versions the move replaced.
      await queryClient.invalidateQueries({ queryKey: [resource] }).catch(() => undefined);
      setMoving(false);
    }
  };

  /** The move props of the card at `index` (OrderedCardActions): arrows off at the ends and while moving. */
  const cardProps = (list: readonly T[], index: number) => ({
    onMove: (direction: -1 | 1) => void move(list, index, direction),
    first: index === 0,
    last: index === list.length - 1,
    busy: moving,
  });

  return { moving, move, cardProps };
}
