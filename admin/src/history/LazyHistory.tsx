import { lazy, Suspense } from 'react';
import type { HistoryProps } from './HistoryCard.tsx';

// Riwayat is read now and then, not on every visit to a screen: its code (the history model, the labels of every
// table) loads with the first Riwayat shown.
const Card = lazy(() => import('./HistoryCard.tsx').then((m) => ({ default: m.HistoryCard })));
const Dialog = lazy(() => import('./HistoryCard.tsx').then((m) => ({ default: m.HistoryDialog })));

/** "Riwayat" below an edit form. */
export function HistorySection(props: HistoryProps) {
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}

/** "Riwayat" of one card's record in a dialog; nothing while `name` is null. */
export function HistoryDialog({ name, onClose, ...props }: HistoryProps & { name: string | null; onClose(): void }) {
  if (name === null) return null;
  return (
    <Suspense fallback={null}>
      <Dialog name={name} onClose={onClose} {...props} />
    </Suspense>
  );
}
