/** "1,5 MB", "820 KB", "532 B" in Indonesian number format. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('id-ID', { maximumFractionDigits: kb < 10 ? 1 : 0 })} KB`;
  return `${(kb / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
}

/** Recommended image sizes, shown as tips on the media screen. */
export const IMAGE_SIZE_TIPS: { label: string; size: string }[] = [
  { label: 'Gambar hero (beranda)', size: '1920x1080' },
  { label: 'Thumbnail paket', size: '600x400' },
  { label: 'Galeri paket', size: '800x600' },
  { label: 'Foto testimoni', size: '300x300' },
  { label: 'Favicon', size: '32x32' },
];

export const COPIED_MS = 2000;
