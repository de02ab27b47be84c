import { LinearProgress } from '@mui/material';

/** Upload progress as a whole percentage (progress is 0..1, null when idle). */
export function uploadPercent(progress: number | null): number {
  return Math.round((progress ?? 0) * 100);
}

export function UploadProgress({ progress }: { progress: number | null }) {
  return <LinearProgress variant="determinate" value={uploadPercent(progress)} aria-label="Progres upload" />;
}
