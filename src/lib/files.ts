/** Files of the build caches, written so that a build killed midway never leaves half a file for the next one. */
import { access, copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const fileExists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/** Written under a temporary name, then renamed: readers see the old file or the whole new one. */
export async function writeAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/** `from` copied to `file` the same way. */
export async function copyAtomic(from: string, file: string): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  await copyFile(from, partial);
  await rename(partial, file);
}
