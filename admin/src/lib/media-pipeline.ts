import { uniqueUploadName, uploadError, type Media } from '../domain.ts';
import { ownError, toError } from './errors.ts';
import { removeVariants, uploadVariants, type VariantMaker } from './image-variants.ts';

/** Folder of bucket `images` for files uploaded from the admin (seed files live in seed/). */
export const UPLOAD_FOLDER = 'uploads';

export type NewMedia = Omit<Media, 'id' | 'created_at'>;

/** What the pipeline needs from storage and the database; providers/media.ts supplies the real one. */
export interface MediaStore {
  upload(path: string, file: File, onProgress?: (fraction: number) => void): Promise<void>;
  remove(path: string): Promise<void>;
  publicUrl(path: string): string;
  insertRecord(record: NewMedia): Promise<Media>;
  deleteRecord(id: string): Promise<void>;
}

interface UploadOptions {
  onProgress?: (fraction: number) => void;
  now?: number;
  random?: string;
  log?: (message: string) => void;
  /** Draws the responsive WebP variants (image-variants.ts); the browser's canvas by default. */
  makeVariant?: VariantMaker;
}

/** The client-side upload checks (type and size): null when the file may go, else the message to show. */
export function checkUpload(file: { type: string; size: number }): string | null {
  return uploadError(file);
}

/**
 * Store the file, then create the media record; when the record
 * fails the stored file is removed so no orphan stays in the bucket.
 */
export async function uploadToLibrary(store: MediaStore, file: File, options: UploadOptions = {}): Promise<Media> {
  const problem = checkUpload(file);
  if (problem) throw ownError(problem);
  const filename = uniqueUploadName(file.name, options.now, options.random);
  const path = `${UPLOAD_FOLDER}/${filename}`;
  try {
    await store.upload(path, file, options.onProgress);
  } catch (e) {
    throw toError(e, 'Gagal mengupload');
  }
  const record: NewMedia = {
    filename,
    original_name: file.name,
    file_path: path,
    file_size: file.size,
    mime_type: file.type,
    url: store.publicUrl(path),
  };
  try {
    const media = await store.insertRecord(record);
    await uploadVariants(store, path, file, options.makeVariant, options.log);
    return media;
  } catch (e) {
    try {
      await store.remove(path);
    } catch (cleanup) {
      (options.log ?? console.error)(`Delete error: ${String((cleanup as Error)?.message ?? cleanup)}`);
    }
    throw toError(e, 'Gagal menyimpan data media');
  }
}

/** Remove the file (a failure is only logged), then delete the record (a failure is an error). */
export async function deleteFromLibrary(
  store: MediaStore,
  media: { id: string; filePath: string },
  log: (message: string) => void = console.error,
): Promise<void> {
  try {
    await store.remove(media.filePath);
  } catch (e) {
    log(`Delete error: ${String((e as Error)?.message ?? e)}`);
  }
  await removeVariants(store, media.filePath);
  try {
    await store.deleteRecord(media.id);
  } catch (e) {
    throw toError(e, 'Gagal menghapus');
  }
}
