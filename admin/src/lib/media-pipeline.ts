import { uniqueUploadName, uploadError, type Media } from '../domain.ts';
import { errorMessage, toError } from './errors.ts';

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

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  now?: number;
  random?: string;
  log?: (message: string) => void;
}

/** The client-side checks of SPEC §5: null when the file may go, else the message to show. */
export function checkUpload(file: { type: string; size: number }): string | null {
  return uploadError(file);
}

/**
 * SPEC §4: store the file, then create the media record; when the record
 * fails the stored file is removed so no orphan stays in the bucket.
 */
export async function uploadToLibrary(store: MediaStore, file: File, options: UploadOptions = {}): Promise<Media> {
  const problem = checkUpload(file);
  if (problem) throw new Error(problem);
  const filename = uniqueUploadName(file.name, options.now, options.random);
  const path = `${UPLOAD_FOLDER}/${filename}`;
  try {
    await store.upload(path, file, options.onProgress);
  } catch (e) {
    throw toError(e, 'Upload error');
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
    return await store.insertRecord(record);
  } catch (e) {
    try {
      await store.remove(path);
    } catch (cleanup) {
      (options.log ?? console.error)(`Delete error: ${errorMessage(cleanup)}`);
    }
    throw toError(e, 'Database error');
  }
}

/** SPEC §4: remove the file (a failure is only logged), then delete the record (a failure is an error). */
export async function deleteFromLibrary(
  store: MediaStore,
  media: { id: string; filePath: string },
  log: (message: string) => void = console.error,
): Promise<void> {
  try {
    await store.remove(media.filePath);
  } catch (e) {
    log(`Delete error: ${errorMessage(e)}`);
  }
  try {
    await store.deleteRecord(media.id);
  } catch (e) {
    throw toError(e, 'Delete error');
  }
}
