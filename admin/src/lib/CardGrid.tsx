import type { ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';

const columns = (min: number) => `repeat(auto-fill, minmax(${min}px, 1fr))`;

/** Cards in as many columns of at least `min` px as fit; with `label`, an unstyled list of that name. */
export function CardGrid({
  min,
  gap = 2,
  label,
  children,
}: {
  min: number;
  gap?: number;
  label?: string;
  children: ReactNode;
}) {
  const list = label ? { component: 'ul' as const, 'aria-label': label } : {};
  const reset = label ? { listStyle: 'none', m: 0, p: 0 } : {};
  return (
    // minWidth 0: a long word in one card must not widen its column past the screen.
    <Box {...list} sx={{ ...reset, display: 'grid', gridTemplateColumns: columns(min), gap, '& > *': { minWidth: 0 } }}>
      {children}
    </Box>
  );
}

/** The placeholder of a CardGrid while its data loads. */
export function SkeletonGrid({ min, height, count = 3 }: { min: number; height: number; count?: number }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: columns(min), gap: 2 }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
