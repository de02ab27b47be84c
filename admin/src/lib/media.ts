import { useCallback, useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { resolveMediaUrl, safeMediaSrc, type Media } from '../domain.ts';
import { SUPABASE_URL } from '../env.ts';
import type { AdminDataProvider, MediaUsage } from '../providers/dataProvider.ts';
import { checkUpload } from './media-pipeline.ts';
import { errorMessage } from './errors.ts';
import { useToast } from './toast.ts';

/** Seed images are stored relative to the Supabase URL; uploads are absolute. */
export function displayUrl(url: string | null | undefined): string {
  // A typed `javascript:` or `data:` address never reaches an <img src>, even before the database refuses it.
  return safeMediaSrc(resolveMediaUrl(url, SUPABASE_URL));
}

/** Places using each image, by media id (empty list: not used anywhere). */
export function useMediaUsage(enabled = true) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['media', 'usage'],
    queryFn: async () => {
      const byMedia = new Map<string, MediaUsage[]>();
      for (const u of await dataProvider.mediaUsage()) byMedia.set(u.media_id, [...(byMedia.get(u.media_id) ?? []), u]);
      return byMedia;
    },
    enabled,
  });
}

export function useMediaList(enabled = true) {
  return useGetList<Media>(
    'media',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled },
  );
}

interface UploadState {
  /** 0..1 over all files of the current batch; null when idle. */
  progress: number | null;
  uploading: boolean;
  upload(files: File[] | FileList): Promise<Media[]>;
}

/**
 * Uploads through the media pipeline (file, then record). Each file is
 * checked first; a refused or failed file gets its own toast and the others
 * carry on. `failureTitle` is the failure toast's title.
 */
export function useImageUpload(options: { failureText?: (file: File, reason: string) => string } = {}): UploadState {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const { failureText } = options;

  const upload = useCallback(
    async (input: File[] | FileList) => {
      const files = Array.from(input);
      const accepted: File[] = [];
      for (const file of files) {
        const problem = checkUpload(file);
        if (problem) toast.error('Upload Gagal', problem);
        else accepted.push(file);
      }
      if (!accepted.length) return [];
      const total = accepted.reduce((n, f) => n + f.size, 0) || 1;
      let done = 0;
      const uploaded: Media[] = [];
      setProgress(0);
      for (const file of accepted) {
        try {
          const media = await dataProvider.uploadImage(file, (fraction) =>
            setProgress((done + fraction * file.size) / total),
          );
          uploaded.push(media);
        } catch (error) {
          console.error(errorMessage(error));
          // The toast already says the upload failed: only the server's reason follows, not the stage's own
          // "Gagal …" sentence again.
          const reason = errorMessage((error as { cause?: unknown }).cause ?? error);
          toast.error(
            'Upload Gagal',
            failureText ? failureText(file, reason) : `Gagal mengupload ${file.name}: ${reason}`,
          );
        }
        done += file.size;
        setProgress(done / total);
      }
      setProgress(null);
      if (uploaded.length) await queryClient.invalidateQueries({ queryKey: ['media'] });
      return uploaded;
    },
    [dataProvider, queryClient, toast, failureText],
  );

  return { progress, uploading: progress !== null, upload };
}
